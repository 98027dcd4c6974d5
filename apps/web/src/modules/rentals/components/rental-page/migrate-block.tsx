import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { rentalListPath } from '../../rental-paths.ts';

/**
 * A reservation whose start has come becomes a contract: the block says so (highlighted when the
 * list's migrate action led here) and is disabled while the form has unsaved changes.
 */
export function MigrateBlock({
  highlighted,
  isDirty,
  isMigrating,
  onMigrate,
}: {
  highlighted: boolean;
  isDirty: boolean;
  isMigrating: boolean;
  onMigrate: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Paper withBorder p="md" radius="md" bg={highlighted ? 'blue.0' : undefined} data-testid="migrate-block">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>{t('RENTAL_EDIT.MIGRATE.TITLE')}</Text>
          <Text size="sm" c="dimmed">
            {isDirty ? t('RENTAL_EDIT.ACTIONS.SAVE_FIRST') : t('RENTAL_EDIT.MIGRATE.TEXT')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconX size={16} />}
            onClick={() => void navigate(rentalListPath)}
            data-testid="migrate-cancel"
          >
            {t('RENTAL_EDIT.MIGRATE.CANCEL')}
          </Button>
          <Button
            leftSection={<IconArrowRight size={16} />}
            onClick={onMigrate}
            loading={isMigrating}
            disabled={isDirty}
            data-testid="migrate-validate"
          >
            {t('RENTAL_EDIT.MIGRATE.VALIDATE')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
