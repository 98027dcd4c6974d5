import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { exportPeriodForm } from '@velodesk/contract/api/exports';
import { useTranslation } from 'react-i18next';
import { IsoDateInput } from '@/ui/date-input.tsx';
import { errorMessage } from '@/ui/error-message.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { PageHeader } from '@/ui/page-header.tsx';
import { type PeriodExportKind, usePeriodExport } from '../hooks/use-export-download.ts';

const texts = {
  invoices: { title: 'MENU.INVOICE_EXPORT', intro: 'EXPORTS.INVOICES_INTRO' },
  payments: { title: 'MENU.PAYMENT_EXPORT', intro: 'EXPORTS.PAYMENTS_INTRO' },
} as const;

const startKeys = { required: 'EXPORTS.START_REQUIRED', invalid: 'EXPORTS.DATE_INVALID' } as const;
const endKeys = {
  required: 'EXPORTS.END_REQUIRED',
  custom: 'EXPORTS.INVALID_DATE_RANGE',
  invalid: 'EXPORTS.DATE_INVALID',
} as const;

/**
 * The invoice export and payment export screens (back-office spec "Exports"): a start and an end
 * date (yyyy-mm-dd, both required, start not after end) and Validate, which downloads
 * compta_<start>_<end>.xlsx or reglement_<start>_<end>.xlsx; a spinner while the file is made.
 */
export function PeriodExportScreen({ kind }: { kind: PeriodExportKind }) {
  const { t } = useTranslation();
  const form = useVelodeskForm(exportPeriodForm, { startDate: '', endDate: '' });
  const run = usePeriodExport(kind, {
    onSuccess: (file) => notifySuccess(t('EXPORTS.EXPORT_SUCCESS', { file: file.filename })),
    onError: (error) => notifyError(errorMessage(error, t, 'EXPORTS.EXPORT_ERROR')),
  });
  const submit = form.handleSubmit((period) => run.mutate(period));
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t(texts[kind].title)} subtitle={t(texts[kind].intro)} />
      <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <IsoDateInput
              label={t('EXPORTS.START_DATE')}
              required
              {...bindField(form, 'startDate', { deps: ['endDate'] })}
              error={fieldErrorOf(form, t, 'startDate', startKeys)}
              data-testid="export-start-date"
            />
            <IsoDateInput
              label={t('EXPORTS.END_DATE')}
              required
              {...bindField(form, 'endDate')}
              error={fieldErrorOf(form, t, 'endDate', endKeys)}
              data-testid="export-end-date"
            />
          </SimpleGrid>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite">
              {run.isPending ? t('EXPORTS.RUNNING') : t('EXPORTS.DATES_HINT')}
            </Text>
            <Button
              type="submit"
              leftSection={<IconDownload size={16} />}
              loading={run.isPending}
              disabled={isFormBlocked(form, run.isPending)}
            >
              {t('EXPORTS.VALIDATE')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
