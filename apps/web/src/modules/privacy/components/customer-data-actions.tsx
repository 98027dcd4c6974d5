import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconEraser, IconFileTypePdf, IconJson, IconShieldDown } from '@tabler/icons-react';
import { canHandlePersonalData } from '@velodesk/contract/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrants } from '@/shared/session/use-grants.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { usePersonalDataExport } from '../hooks/use-privacy-writes.ts';
import { EraseCustomerModal } from './erase-customer-modal.tsx';

/**
 * The personal-data actions of a customer's page (issue 26), for finance, administrators and the
 * holders of the data-protection feature (the server refuses anyone else anyway): "Export the
 * customer's data" as a JSON file or a readable PDF, and "Erase" with its reason. An anonymised
 * customer has nothing left to erase.
 */
export function CustomerDataActions({
  customer,
}: {
  customer: { id: number; name: string; anonymisedAt?: string | null };
}) {
  const { t } = useTranslation();
  const grants = useGrants();
  const [isErasing, setIsErasing] = useState(false);
  const download = usePersonalDataExport(customer.id, {
    onSuccess: () => notifySuccess(t('PRIVACY.EXPORT.SUCCESS')),
    onError: (error) => notifyError(errorMessage(error, t, 'PRIVACY.EXPORT.ERROR')),
  });
  if (!grants || !canHandlePersonalData(grants)) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconShieldDown size={16} />}
            rightSection={<IconChevronDown size={14} />}
            loading={download.isPending}
            data-testid="personal-data-export"
          >
            {t('PRIVACY.EXPORT.BUTTON')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconJson size={16} />}
            onClick={() => download.mutate('json')}
            data-testid="personal-data-export-json"
          >
            {t('PRIVACY.EXPORT.JSON')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFileTypePdf size={16} />}
            onClick={() => download.mutate('pdf')}
            data-testid="personal-data-export-pdf"
          >
            {t('PRIVACY.EXPORT.PDF')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {customer.anonymisedAt ? null : (
        <Button
          variant="outline"
          color="red"
          leftSection={<IconEraser size={16} />}
          onClick={() => setIsErasing(true)}
          data-testid="personal-data-erase"
        >
          {t('PRIVACY.ERASE.BUTTON')}
        </Button>
      )}
      {isErasing ? <EraseCustomerModal customer={customer} onClose={() => setIsErasing(false)} /> : null}
    </>
  );
}
