import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBike, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { PageHeader } from '@/ui/page-header.tsx';
import { useFleetReport } from '../hooks/use-export-download.ts';

/**
 * The reports screen (back-office spec "Exports"): one export, the fleet status, downloaded as
 * fleet_status_<timestamp>.xlsx; its button is disabled with a spinner while the file is made.
 */
export function ReportsScreen() {
  const { t } = useTranslation();
  const report = useFleetReport({
    onSuccess: (file) => notifySuccess(t('EXPORTS.EXPORT_SUCCESS', { file: file.filename })),
    onError: (error) => notifyError(errorMessage(error, t, 'EXPORTS.EXPORT_ERROR')),
  });
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('MENU.REPORTS')} subtitle={t('EXPORTS.REPORTS_INTRO')} />
      <Paper withBorder p="lg" radius="md">
        <Group justify="space-between" wrap="wrap" gap="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light">
              <IconBike size={22} />
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={4}>{t('EXPORTS.FLEET_STATUS')}</Title>
              <Text size="sm" c="dimmed">
                {report.isPending ? t('EXPORTS.RUNNING') : t('EXPORTS.FLEET_STATUS_HINT')}
              </Text>
            </Stack>
          </Group>
          <Button
            leftSection={<IconDownload size={16} />}
            loading={report.isPending}
            disabled={report.isPending}
            onClick={() => report.mutate()}
          >
            {t('EXPORTS.DOWNLOAD')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
