import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileCheck, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { LedgerVerificationRead } from '@velodesk/contract/api/invoicing';
import type { ArchiveCheckRead } from '@velodesk/contract/api/ledger-archive';
import { canExport } from '@velodesk/contract/permissions';
import { invoicingRoutes } from '@velodesk/contract/routes/invoicing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ledgerClosingKeys } from '@/shared/data/keys/invoices-keys.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import { errorMessage } from '@/ui/error-message.ts';
import { formatDateTime } from '@/ui/format.ts';
import { notifyError, notifyInfo, notifySuccess } from '@/ui/notify.tsx';
import { PageHeader } from '@/ui/page-header.tsx';
import { downloadLedgerArchive, verifyLedger, verifyLedgerArchive } from '../api/invoices-api.ts';
import { useCloseLedgerDays } from '../hooks/use-invoice-writes.ts';
import { formatInvoiceDate } from '../invoice-format.ts';
import { ledgerColumns } from './ledger-columns.tsx';

/** What the verification found: every chain intact, or each broken chain's first broken record. */
function VerificationResult({ result }: { result: LedgerVerificationRead }) {
  const { t } = useTranslation();
  if (result.valid)
    return (
      <Alert
        color="green"
        icon={<IconShieldCheck />}
        title={t('LEDGER.CLEAN_TITLE')}
        data-testid="ledger-clean"
      >
        {t('LEDGER.CLEAN', {
          records: result.chains.reduce((sum, chain) => sum + chain.records, 0),
          chains: result.chains.length,
          at: formatDateTime(result.verifiedAt),
        })}
      </Alert>
    );
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle />}
      title={t('LEDGER.BROKEN_TITLE')}
      data-testid="ledger-broken"
    >
      <Stack gap={4}>
        {result.chains
          .filter((chain) => chain.firstBroken !== null)
          .map((chain) => (
            <Text size="sm" key={chain.company.id}>
              {t('LEDGER.BROKEN', {
                company: chain.company.corporateName,
                sequence: chain.firstBroken?.sequence,
                type: t(
                  `LEDGER.RECORD_${(chain.firstBroken?.recordType ?? 'invoice').toUpperCase()}` as 'LEDGER.RECORD_INVOICE',
                ),
                id: chain.firstBroken?.recordId,
                reason: t(
                  `LEDGER.REASON_${(chain.firstBroken?.reason ?? 'content').toUpperCase()}` as 'LEDGER.REASON_CONTENT',
                ),
              })}
            </Text>
          ))}
      </Stack>
    </Alert>
  );
}

/**
 * The archive's period as the check answers it (`day|month|year <start> – <end>`, language-neutral),
 * in the user's language: "Mois 01/06/2026 – 30/06/2026".
 */
export const archivePeriodText = (period: string | null, t: (key: 'LEDGER.KIND_DAY') => string) => {
  const match = /^(day|month|year) (\d{4}-\d{2}-\d{2}) – (\d{4}-\d{2}-\d{2})$/.exec(period ?? '');
  if (!match) return period ?? '';
  const [, kind, start, end] = match;
  const kindText = t(`LEDGER.KIND_${kind!.toUpperCase()}` as 'LEDGER.KIND_DAY');
  return start === end
    ? `${kindText} ${formatInvoiceDate(start!)}`
    : `${kindText} ${formatInvoiceDate(start!)} – ${formatInvoiceDate(end!)}`;
};

/** What the offline check of an uploaded archive found (docs/archive-format.md). */
function ArchiveCheckResult({ result }: { result: ArchiveCheckRead }) {
  const { t } = useTranslation();
  if (result.valid)
    return (
      <Alert color="green" icon={<IconFileCheck />} data-testid="archive-valid">
        {t('LEDGER.ARCHIVE_VALID', {
          company: result.company,
          period: archivePeriodText(result.period, t),
          links: result.links,
        })}
      </Alert>
    );
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle />}
      title={t('LEDGER.ARCHIVE_INVALID')}
      data-testid="archive-invalid"
    >
      <Stack gap={2}>
        {result.problems.map((problem) => (
          <Text size="sm" key={problem}>
            {problem}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * The ledger (docs/decisions/ledger-chain.md), for finance and administrators: the daily closings
 * with their period and perpetual totals, "close now" (every finished day not closed yet) and the
 * verification of the chains, which names the first broken record if any.
 */
export function LedgerScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const grants = useGrants();
  const verification = useMutation({
    mutationFn: verifyLedger,
    onError: (error) => notifyError(errorMessage(error, t, 'LEDGER.VERIFY_ERROR')),
  });
  const archiveCheck = useMutation({
    mutationFn: verifyLedgerArchive,
    onError: (error) => notifyError(errorMessage(error, t, 'LEDGER.ARCHIVE_VERIFY_ERROR')),
  });
  const download = useMutation({
    mutationFn: downloadLedgerArchive,
    onError: (error) => notifyError(errorMessage(error, t, 'LEDGER.ARCHIVE_ERROR')),
  });
  const close = useCloseLedgerDays({
    onSuccess: (run) =>
      run.closings.length > 0
        ? notifySuccess(t('LEDGER.CLOSED', { days: run.closings.length }))
        : notifyInfo(t('LEDGER.NOTHING_TO_CLOSE')),
    onError: (error) => notifyError(errorMessage(error, t, 'LEDGER.CLOSE_ERROR')),
  });

  const columns = useMemo(
    () => ledgerColumns({ t, language, archive: download.mutate }),
    [language, t, download.mutate],
  );

  if (grants && !canExport(grants))
    return (
      <>
        <PageHeader title={t('LEDGER.TITLE')} />
        <Alert color="yellow" data-testid="ledger-forbidden">
          {t('LEDGER.FINANCE_ONLY')}
        </Alert>
      </>
    );

  return (
    <>
      <PageHeader
        title={t('LEDGER.TITLE')}
        subtitle={t('LEDGER.SUBTITLE')}
        actions={
          <Group gap="sm">
            <FileButton
              onChange={(file) => file && archiveCheck.mutate(file)}
              accept=".tar,application/x-tar"
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconFileCheck size={16} />}
                  loading={archiveCheck.isPending}
                  data-testid="ledger-verify-archive"
                >
                  {t('LEDGER.VERIFY_ARCHIVE')}
                </Button>
              )}
            </FileButton>
            <Button
              variant="light"
              leftSection={<IconShieldCheck size={16} />}
              loading={verification.isPending}
              onClick={() => verification.mutate()}
              data-testid="ledger-verify"
            >
              {t('LEDGER.VERIFY')}
            </Button>
            <Button
              leftSection={<IconLock size={16} />}
              loading={close.isPending}
              onClick={() => close.mutate()}
              data-testid="ledger-close"
            >
              {t('LEDGER.CLOSE_NOW')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        {verification.data ? <VerificationResult result={verification.data} /> : null}
        {archiveCheck.data ? <ArchiveCheckResult result={archiveCheck.data} /> : null}
        <DataGrid
          route={invoicingRoutes['GET /ledger/closings']}
          queryKey={ledgerClosingKeys.lists()}
          columns={columns}
          rowKey={(c) => c.id}
          testId="ledger-closings-grid"
        />
      </Stack>
    </>
  );
}
