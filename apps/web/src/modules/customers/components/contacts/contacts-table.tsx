import { Button, Group, Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { ContactRead, CustomerDetail } from '@velodesk/contract/api/customers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { actionErrorKey } from '../../customer-errors.ts';
import { formatPhone, orDash } from '../../customer-format.ts';
import { useDeleteContact } from '../../hooks/use-customer-writes.ts';
import { RowActions } from '../lists/row-actions.tsx';
import { ContactModal } from './contact-modal.tsx';

const contactName = (contact: ContactRead) =>
  [contact.firstname, contact.lastname].filter((part) => part?.trim()).join(' ');

/** A company's contacts (spec §2): first name, last name, e-mail, function, phone, edit and delete. */
export function ContactsTable({ company }: { company: CustomerDetail }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ contact: ContactRead | null } | null>(null);
  const [deleting, setDeleting] = useState<ContactRead | null>(null);

  const remove = useDeleteContact(company.id, {
    onSuccess: () => {
      setDeleting(null);
      notifySuccess(t('CUSTOMERS.DELETE_CONTACT_SUCCESS'));
    },
    onError: (error) => {
      setDeleting(null);
      notifyError(t(actionErrorKey(error, 'CUSTOMERS.DELETE_ERROR')));
    },
  });

  return (
    <Paper withBorder radius="md" p="md" data-testid="contacts-panel">
      <Group justify="space-between" mb="sm">
        <Title order={4} fw={600}>
          {t('CUSTOMERS.CONTACTS')}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUserPlus size={15} />}
          onClick={() => setEditing({ contact: null })}
          data-testid="contacts-add"
        >
          {t('CUSTOMERS.ADD_CONTACT')}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={250} type="auto" data-testid="contacts-scroll">
        <Table highlightOnHover verticalSpacing={6} stickyHeader data-testid="contacts-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('CUSTOMERS.FIRSTNAME')}</Table.Th>
              <Table.Th>{t('CUSTOMERS.LASTNAME')}</Table.Th>
              <Table.Th>{t('CUSTOMERS.EMAIL')}</Table.Th>
              <Table.Th>{t('CUSTOMERS.FUNCTION')}</Table.Th>
              <Table.Th>{t('CUSTOMERS.PHONE')}</Table.Th>
              <Table.Th w={80} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {company.contacts.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed" ta="center" py="md" data-testid="contacts-empty">
                    {t('CUSTOMERS.NO_CONTACT')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              company.contacts.map((contact) => (
                <Table.Tr key={contact.id} data-testid="contact-row">
                  <Table.Td>{orDash(contact.firstname)}</Table.Td>
                  <Table.Td>{orDash(contact.lastname)}</Table.Td>
                  <Table.Td>{orDash(contact.email?.email)}</Table.Td>
                  <Table.Td>{orDash(contact.function)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {contact.phoneNumber ? formatPhone(contact.phoneNumber.number) : '-'}
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      onEdit={() => setEditing({ contact })}
                      onDelete={() => setDeleting(contact)}
                      testPrefix="contact"
                    />
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <ContactModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        company={company}
        contact={editing?.contact ?? null}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('CUSTOMERS.DELETE_CONTACT')}
        message={t('CUSTOMERS.DELETE_CONTACT_CONFIRM', { name: deleting ? contactName(deleting) : '' })}
        confirmLabel={t('CUSTOMERS.DELETE')}
        isLoading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Paper>
  );
}
