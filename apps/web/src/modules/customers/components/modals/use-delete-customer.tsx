import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomerRead } from '@velodesk/contract/api/customers';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerKeys } from '@/shared/data/keys/customers-keys.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { getCustomer } from '../../api/customers-api.ts';
import { actionErrorKey } from '../../customer-errors.ts';
import { customerDisplayName, isCompany } from '../../customer-format.ts';
import { useDeleteCustomerMutation } from '../../hooks/use-customer-writes.ts';
import { ModalTitle } from './modal-title.tsx';

type Customer = Pick<CustomerRead, 'id' | 'type' | 'name' | 'lastname'>;

/**
 * Deleting a customer (spec §2 "Modals", §5 and §8): a confirmation for an individual or a company
 * without contacts; for a company with contacts, CUSTOMERS.DELETE_NO_PERMISSION with
 * CUSTOMERS.CUSTOMER_HAS_CONTACTS instead of the confirmation.
 */
export const useDeleteCustomer = (onDeleted?: (customer: Customer) => void) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Customer | null>(null);
  const [refused, setRefused] = useState<Customer | null>(null);
  const [isLooking, setIsLooking] = useState(false);

  const remove = useDeleteCustomerMutation({
    onSuccess: (_, customer) => {
      setPending(null);
      notifySuccess(t('CUSTOMERS.DELETE_SUCCESS'));
      // Leave a screen of the deleted customer before the lists reload.
      onDeleted?.(customer);
    },
    onError: (error, customer) => {
      setPending(null);
      const key = actionErrorKey(error, 'CUSTOMERS.DELETE_ERROR');
      if (key === 'CUSTOMERS.CUSTOMER_HAS_CONTACTS') setRefused(customer);
      else notifyError(t(key));
    },
  });

  const request = async (customer: Customer) => {
    if (!isCompany(customer)) {
      setPending(customer);
      return;
    }
    setIsLooking(true);
    try {
      const detail = await queryClient.fetchQuery({
        queryKey: customerKeys.detail(customer.id),
        queryFn: ({ signal }) => getCustomer(customer.id, signal),
        staleTime: 0,
      });
      if (detail.contacts.length > 0) setRefused(customer);
      else setPending(customer);
    } catch (error) {
      notifyError(t(actionErrorKey(error, 'CUSTOMERS.DELETE_ERROR')));
    } finally {
      setIsLooking(false);
    }
  };

  const dialogs: ReactNode = (
    <>
      <ConfirmDialog
        opened={pending !== null}
        title={
          pending && isCompany(pending) ? t('CUSTOMERS.DELETE_COMPANY') : t('CUSTOMERS.DELETE_INDIVIDUAL')
        }
        message={t('CUSTOMERS.DELETE_CONFIRM', { name: pending ? customerDisplayName(pending) : '' })}
        confirmLabel={t('CUSTOMERS.DELETE')}
        isLoading={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && remove.mutate(pending)}
      />
      <Modal
        opened={refused !== null}
        onClose={() => setRefused(null)}
        title={<ModalTitle>{t('CUSTOMERS.DELETE_NO_PERMISSION')}</ModalTitle>}
        centered
        data-testid="delete-refused-dialog"
      >
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon color="orange" variant="light" size={38} radius="xl">
            <IconLock size={20} />
          </ThemeIcon>
          <Text size="sm" data-testid="delete-refused-message">
            {t('CUSTOMERS.CUSTOMER_HAS_CONTACTS')}
          </Text>
        </Group>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setRefused(null)} data-testid="delete-refused-ok">
            {t('CUSTOMERS.UNDERSTOOD')}
          </Button>
        </Group>
      </Modal>
    </>
  );

  return { request, dialogs, isLooking };
};
