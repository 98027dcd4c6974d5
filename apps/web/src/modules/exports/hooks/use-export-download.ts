import type { ExportPeriod } from '@velodesk/contract/api/exports';
import { type MutationCallbacks, useResourceMutation } from '@/shared/data/use-resource-mutation.ts';
import { saveFile } from '@/ui/file-save.ts';
import { type ExportedFile, fetchExport } from '../api/exports-api.ts';

export type PeriodExportKind = 'invoices' | 'payments';

const periodPaths = { invoices: '/invoice_exports', payments: '/payment_exports' } as const;

/**
 * Runs an export and downloads its file. Nothing on screen reads what an export makes, so no
 * query is refreshed; the screen adds its notifications.
 */
export const usePeriodExport = (
  kind: PeriodExportKind,
  callbacks: MutationCallbacks<ExportedFile, ExportPeriod> = {},
) =>
  useResourceMutation(
    async (period: ExportPeriod) => {
      const file = await fetchExport(periodPaths[kind], period);
      saveFile(file);
      return file;
    },
    [],
    callbacks,
  );

/** The fleet-status report, downloaded. */
export const useFleetReport = (callbacks: MutationCallbacks<ExportedFile, void> = {}) =>
  useResourceMutation(
    async () => {
      const file = await fetchExport('/reports');
      saveFile(file);
      return file;
    },
    [],
    callbacks,
  );
