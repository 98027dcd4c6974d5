import { ActionIcon, Group, Loader, NumberInput, Paper, Select, SimpleGrid, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { bindField } from '@/ui/form/use-velodesk-form.ts';
import type { PaymentFormState } from './use-payment-form.ts';

/** One line of the payment: its cash desk, payment method and amount, and its remove button. */
export function PaymentLineFields({ payment, index }: { payment: PaymentFormState; index: number }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`payment-line-${index}`}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ flex: 1 }}>
          <Select
            label={t('PAYMENTS.CASH_DESK')}
            withAsterisk
            data={payment.deskOptions}
            placeholder={
              payment.desks.isFetching || !payment.remaining.data ? t('PAYMENTS.LOADING_LIST') : undefined
            }
            rightSection={
              payment.desks.isFetching || !payment.remaining.data ? <Loader size={14} /> : undefined
            }
            nothingFoundMessage={t('PAYMENTS.NO_CASH_DESK')}
            {...bindField(payment.form, `lines.${index}.cashDesk`)}
            error={payment.errorOf(`lines.${index}.cashDesk`, {
              required: 'PAYMENTS.CASH_DESK_REQUIRED',
            })}
            comboboxProps={{ withinPortal: true }}
            data-testid={`payment-cash-desk-${index}`}
          />
          <Select
            label={t('PAYMENTS.PAYMENT_METHOD')}
            withAsterisk
            data={payment.methodOptions}
            placeholder={payment.methods.isFetching ? t('PAYMENTS.LOADING_LIST') : undefined}
            rightSection={payment.methods.isFetching ? <Loader size={14} /> : undefined}
            {...bindField(payment.form, `lines.${index}.paymentMethod`)}
            error={payment.errorOf(`lines.${index}.paymentMethod`, {
              required: 'PAYMENTS.METHOD_REQUIRED',
            })}
            data-testid={`payment-method-${index}`}
          />
          <NumberInput
            label={t('PAYMENTS.AMOUNT')}
            withAsterisk
            {...bindField(payment.form, `lines.${index}.amount`)}
            min={0}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            rightSection="€"
            error={payment.errorOf(`lines.${index}.amount`, {
              required: 'PAYMENTS.AMOUNT_REQUIRED',
              invalid: 'PAYMENTS.AMOUNT_INVALID',
            })}
            data-testid={`payment-amount-${index}`}
          />
        </SimpleGrid>
        <Tooltip label={t('PAYMENTS.REMOVE_LINE')} withinPortal>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            onClick={() => payment.lines.remove(index)}
            disabled={payment.lines.fields.length === 1 || payment.create.isPending}
            aria-label={t('PAYMENTS.REMOVE_LINE')}
            data-testid={`payment-remove-${index}`}
          >
            <IconTrash size={17} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
