import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';

/** What a customer screen shows while its customer loads, or when it cannot be read. */
export function CustomerPageState({ isLoading, error }: { isLoading: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <Center py="xl" data-testid="customer-loading">
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="customer-error">
      {isApiError(error) && error.status === 404 ? t('CUSTOMERS.NOT_FOUND') : t('CUSTOMERS.LOAD_ERROR')}
    </Alert>
  );
}
