import { Button, type ButtonProps, Group, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form's submit button that says why it is disabled: the reasons are written beside it (and in a
 * tooltip on the button), so that a blocked Save is never silent. Nothing is said while saving.
 */
export function SaveButton({
  reasons,
  isSaving = false,
  testId,
  children,
  ...props
}: ButtonProps & {
  /** Why the form cannot be saved yet (translated sentences); empty when it can. */
  reasons: readonly string[];
  isSaving?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const isBlocked = reasons.length > 0;
  const explanation = isBlocked && !isSaving ? `${t('FORM.CANNOT_SAVE')} ${reasons.join(' ')}` : '';
  return (
    <>
      {explanation ? (
        <Group
          gap={6}
          wrap="nowrap"
          style={{ flex: 1, minWidth: 0, order: -1 }}
          data-testid={`${testId}-reason`}
        >
          <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed" role="status">
            {explanation}
          </Text>
        </Group>
      ) : null}
      <Tooltip label={explanation} disabled={!explanation} multiline maw={360} withinPortal>
        {/* A disabled button gets no pointer events: the tooltip hangs on its wrapper. */}
        <span style={{ display: 'inline-block' }}>
          <Button
            type="submit"
            {...props}
            disabled={isBlocked || isSaving}
            loading={isSaving}
            data-testid={testId}
            aria-description={explanation || undefined}
          >
            {children}
          </Button>
        </span>
      </Tooltip>
    </>
  );
}
