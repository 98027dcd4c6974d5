import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { canRevealIdentity } from '@velodesk/contract/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrants } from '@/shared/session/use-grants.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError } from '@/ui/notify.tsx';
import { useRevealIdentityNumber } from '../hooks/use-privacy-writes.ts';

/**
 * An identity number as every answer gives it, masked (its last four characters), with "Reveal"
 * for the holders of the data-protection feature: one call per reveal, which the API journals.
 * The clear number lives in this component only (never in the query cache) and "Hide" forgets it.
 */
export function IdentityNumberValue({
  subject,
  masked,
  isObscured = false,
}: {
  subject: { kind: 'customer' | 'contact'; id: number };
  masked: string | null;
  /** The retention obscured it: nothing is left to reveal. */
  isObscured?: boolean;
}) {
  const { t } = useTranslation();
  const grants = useGrants();
  const [clear, setClear] = useState<string | null>(null);
  const reveal = useRevealIdentityNumber(subject, {
    onSuccess: (answer) => setClear(answer.identityNumber),
    onError: (error) => notifyError(errorMessage(error, t, 'PRIVACY.REVEAL.ERROR')),
  });
  const testId = `${subject.kind}-identity-number-${subject.id}`;
  if (isObscured && !masked)
    return (
      <Badge variant="light" color="gray" size="sm" data-testid={`${testId}-obscured`}>
        {t('PRIVACY.IDENTITY_OBSCURED')}
      </Badge>
    );
  if (!masked) return <span data-testid={testId}>-</span>;
  const mayReveal = grants !== null && canRevealIdentity(grants);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" ff="monospace" data-testid={testId}>
        {clear ?? masked}
      </Text>
      {mayReveal ? (
        clear === null ? (
          <Tooltip label={t('PRIVACY.REVEAL.JOURNALED')} withArrow>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconEye size={14} />}
              loading={reveal.isPending}
              onClick={() => reveal.mutate()}
              data-testid={`${testId}-reveal`}
            >
              {t('PRIVACY.REVEAL.BUTTON')}
            </Button>
          </Tooltip>
        ) : (
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            leftSection={<IconEyeOff size={14} />}
            onClick={() => setClear(null)}
            data-testid={`${testId}-hide`}
          >
            {t('PRIVACY.REVEAL.HIDE')}
          </Button>
        )
      ) : null}
    </Group>
  );
}
