import { Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { PageHeader } from '@/ui/page-header.tsx';
import { RentalDetailsBackLink } from './rental-details-back-link.tsx';

/** The rental details before the rental is read: loading, or why it cannot be (unknown rental, error). */
export function RentalDetailsUnloaded({ id, error }: { id: number; error: Error | null }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('RENTAL_DETAILS.TITLE', { id })} actions={<RentalDetailsBackLink />} />
      {error ? (
        <Paper withBorder p="lg" radius="md" data-testid="rental-load-error">
          <Text c="red">
            {isApiError(error) && error.status === 404
              ? t('RENTAL_DETAILS.NOT_FOUND', { id })
              : errorMessage(error, t)}
          </Text>
        </Paper>
      ) : (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      )}
    </>
  );
}
