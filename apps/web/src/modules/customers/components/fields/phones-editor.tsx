import { ActionIcon, Group, Input, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconPhone, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UniquenessState } from '@/modules/reference/hooks/use-uniqueness-check.ts';
import {
  addPhoneRow,
  canAddPhoneRow,
  canRemovePhoneRow,
  removePhoneRow,
  setPhoneRow,
} from '../../form/phones-rules.ts';
import { phoneTakenKey } from '../../form/taken-keys.ts';
import { CheckingIndicator, unchecked } from './checking-indicator.tsx';

export interface PhonesEditorProps {
  rows: readonly string[];
  onChange: (rows: string[]) => void;
  /** The translated messages of the rows in error, by index. */
  errors?: Readonly<Record<number, string>>;
  checks?: readonly UniquenessState[];
  testPrefix?: string;
}

/**
 * A company's phone list (spec §5): the first row cannot be removed, "add" shows on a filled row,
 * and a row to type in is always kept.
 */
export function PhonesEditor({
  rows,
  onChange,
  errors = {},
  checks = [],
  testPrefix = 'phones',
}: PhonesEditorProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={t('CUSTOMERS.PHONES')} data-testid={testPrefix}>
      <Stack gap="xs" mt={4}>
        {rows.map((row, index) => {
          const check = checks[index] ?? unchecked;
          const error = check.isTaken ? t(phoneTakenKey) : errors[index];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the row's identity
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                flex={1}
                leftSection={<IconPhone size={15} />}
                placeholder={t('CUSTOMERS.PHONE_PLACEHOLDER')}
                aria-label={t('CUSTOMERS.PHONE_N', { n: index + 1 })}
                value={row}
                onChange={(event) => onChange(setPhoneRow(rows, index, event.currentTarget.value))}
                error={error}
                rightSection={<CheckingIndicator state={check} value={row} />}
                data-testid={`${testPrefix}-row-${index}`}
              />
              <Group gap={4} wrap="nowrap" w={68} mt={4}>
                {canAddPhoneRow(rows, index) ? (
                  <Tooltip label={t('CUSTOMERS.ADD_PHONE')}>
                    <ActionIcon
                      variant="light"
                      color="teal"
                      onClick={() => onChange(addPhoneRow(rows, index))}
                      aria-label={t('CUSTOMERS.ADD_PHONE')}
                      data-testid={`${testPrefix}-add-${index}`}
                    >
                      <IconPlus size={16} />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
                {canRemovePhoneRow(index) ? (
                  <Tooltip label={t('CUSTOMERS.REMOVE_PHONE')}>
                    <ActionIcon
                      variant="light"
                      color="red"
                      onClick={() => onChange(removePhoneRow(rows, index))}
                      aria-label={t('CUSTOMERS.REMOVE_PHONE')}
                      data-testid={`${testPrefix}-remove-${index}`}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
