import { Alert, Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconList, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { rentalListPath } from '../../rental-paths.ts';

/**
 * A rental of the URL that does not show: unknown (404) or of a site the user is not linked to
 * (403) says which rental and why, in the interface language; any other failure says it could not
 * be loaded and offers to try again. Both offer the rental list (never a bare technical error).
 */
export function RentalLoadFailure({
  rentalId,
  error,
  onRetry,
}: {
  rentalId: number;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isUnknown = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <Center mih={300} p="md">
      <Alert
        color={isUnknown ? 'orange' : 'red'}
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={t('RENTAL_EDIT.NOT_FOUND.TITLE')}
        maw={560}
        w="100%"
        data-testid="rental-load-error"
      >
        <Stack gap="sm">
          <Text size="sm">
            {isUnknown
              ? t('RENTAL_EDIT.NOT_FOUND.TEXT', { id: rentalId })
              : `${t('RENTAL_EDIT.NOT_FOUND.LOAD_FAILED', { id: rentalId })} ${errorMessage(error, t)}`}
          </Text>
          <Group gap="sm">
            <Button
              leftSection={<IconList size={16} />}
              onClick={() => void navigate(rentalListPath)}
              data-testid="rental-load-error-list"
            >
              {t('RENTAL_EDIT.NOT_FOUND.BACK')}
            </Button>
            {isUnknown ? null : (
              <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
                {t('RENTAL_EDIT.NOT_FOUND.RETRY')}
              </Button>
            )}
          </Group>
        </Stack>
      </Alert>
    </Center>
  );
}
