import { Group, Radio, Stack, Table, Text, TextInput } from '@mantine/core';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { ProductStatus } from '@velodesk/contract/ids';
import { useTranslation } from 'react-i18next';
import type { ProductClosingChoice } from './use-contract-closing.ts';

/** A product of the contract being closed: available or unavailable, with a comment when unavailable. */
export function CloseContractProductRow({
  line,
  choice,
  onChange,
}: {
  line: RentalRead['products'][number];
  choice: ProductClosingChoice;
  onChange: (next: Partial<ProductClosingChoice>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="close-product" data-product-id={line.product.id}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {line.product.internalNumber}
        </Text>
        <Text size="xs" c="dimmed">
          {line.product.declination.range.name} — {line.product.declination.model}{' '}
          {line.product.declination.size}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={6}>
          <Radio.Group
            value={String(choice.status)}
            onChange={(value) => onChange({ status: Number(value) })}
            aria-label={t('RENTAL_EDIT.CLOSE.STATUS')}
          >
            <Group gap="md">
              <Radio
                value={String(ProductStatus.available)}
                label={t('RENTAL_EDIT.CLOSE.AVAILABLE')}
                data-testid="close-status-available"
              />
              <Radio
                value={String(ProductStatus.unavailable)}
                label={t('RENTAL_EDIT.CLOSE.UNAVAILABLE')}
                data-testid="close-status-unavailable"
              />
            </Group>
          </Radio.Group>
          {choice.status === ProductStatus.unavailable ? (
            <TextInput
              size="xs"
              placeholder={t('RENTAL_EDIT.CLOSE.COMMENT')}
              aria-label={t('RENTAL_EDIT.CLOSE.COMMENT')}
              value={choice.comment}
              maxLength={2000}
              onChange={(event) => onChange({ comment: event.currentTarget.value })}
              data-testid="close-comment"
            />
          ) : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
