import {
  Button,
  Code,
  FileInput,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { productImportColumns, productImportMaxRows } from '@velodesk/contract/api/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { useImportProducts } from '../hooks/use-fleet-writes.ts';
import { importProblems } from '../import-result.ts';
import { type ImportOutcome, ImportResultPanel } from './import-result-panel.tsx';

const header = productImportColumns.join(',');
const template = `${header}\nLes Pins Dorés,électrique,VTC électrique,M,PD-9001,SN-EXAMPLE-1,Disponible\n`;

const downloadTemplate = () => {
  const url = URL.createObjectURL(new Blob([`\uFEFF${template}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'products-template.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * Import products from a CSV file, uploaded or pasted (docs/decisions/product-import-csv.md): all
 * rows or none. A refused file lists each bad line; a good one reports how many were imported.
 */
export function ProductImportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'file' | 'paste'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const run = useImportProducts({
    onSuccess: (answer) => {
      setOutcome({ kind: 'imported', count: answer.imported });
      notifySuccess(t('FLEET.IMPORT.SUCCESS', { count: answer.imported }));
      setFile(null);
      setText('');
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && error.violations.length > 0) {
        setOutcome({ kind: 'refused', problems: importProblems(error.violations) });
      } else {
        setOutcome({ kind: 'failed', message: errorMessage(error, t, 'FLEET.IMPORT.ERROR') });
      }
      notifyError(t('FLEET.IMPORT.ERROR'));
    },
  });

  const hasInput = mode === 'file' ? file !== null : text.trim() !== '';

  return (
    <Modal opened onClose={onClose} size="xl" title={t('FLEET.IMPORT.TITLE')} data-testid="import-modal">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('FLEET.IMPORT.HELP', { max: productImportMaxRows })}
        </Text>
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Code data-testid="import-header">{header}</Code>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={14} />}
            onClick={downloadTemplate}
            data-testid="import-template"
          >
            {t('FLEET.IMPORT.TEMPLATE')}
          </Button>
        </Group>
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value === 'paste' ? 'paste' : 'file')}
          data={[
            { value: 'file', label: t('FLEET.IMPORT.MODE_FILE') },
            { value: 'paste', label: t('FLEET.IMPORT.MODE_PASTE') },
          ]}
          data-testid="import-mode"
        />
        {mode === 'file' ? (
          <FileInput
            label={t('FLEET.IMPORT.FILE')}
            placeholder={t('FLEET.IMPORT.FILE_PLACEHOLDER')}
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={16} />}
            value={file}
            onChange={(value) => {
              setFile(value);
              setOutcome(null);
            }}
            clearable
            data-testid="import-file"
          />
        ) : (
          <Textarea
            label={t('FLEET.IMPORT.PASTE')}
            placeholder={header}
            autosize
            minRows={8}
            maxRows={16}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setOutcome(null);
            }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            data-testid="import-text"
          />
        )}
        {outcome ? <ImportResultPanel outcome={outcome} /> : null}
      </Stack>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onClose} disabled={run.isPending} data-testid="import-close">
          {t('FLEET.IMPORT.CLOSE')}
        </Button>
        <Button
          leftSection={<IconUpload size={16} />}
          onClick={() => run.mutate(mode === 'file' && file ? file : text)}
          disabled={!hasInput || run.isPending}
          loading={run.isPending}
          data-testid="import-submit"
        >
          {t('FLEET.IMPORT.SUBMIT')}
        </Button>
      </Group>
    </Modal>
  );
}
