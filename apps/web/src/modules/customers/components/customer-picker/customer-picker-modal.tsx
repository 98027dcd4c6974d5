import { Box, Divider, Group, Radio, Stack } from '@mantine/core';
import { IconBuildingCommunity, IconDatabase } from '@tabler/icons-react';
import type { CustomerRead } from '@velodesk/contract/api/customers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedModal } from '@/ui/stacked-modal.tsx';
import { ModalTitle } from '../modals/modal-title.tsx';
import { OwnDatabasePanel } from './own-database-panel.tsx';
import { type PickedStay, pickedStayOf } from './picked-stay.ts';
import { SelectedCustomer } from './selected-customer.tsx';
import { StayPanel } from './stay-panel.tsx';

export type { PickedStay } from './picked-stay.ts';

type Base = 'own' | 'stay';

export interface CustomerPickerModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called by "validate" with the chosen customer, and its stay when it came from the stay system. */
  onSelect: (customer: CustomerRead, stay?: PickedStay) => void;
  /** The base shown first; the product's own database by default. */
  initialBase?: Base;
}

function PickerBody({ onSelect, initialBase = 'own' }: Omit<CustomerPickerModalProps, 'opened' | 'onClose'>) {
  const { t } = useTranslation();
  const [base, setBase] = useState<Base>(initialBase);
  const [selected, setSelected] = useState<{ customer: CustomerRead; stay: PickedStay | null } | null>(null);

  return (
    <Stack gap="md">
      {selected ? (
        <SelectedCustomer
          customer={selected.customer}
          stay={selected.stay}
          onChange={() => setSelected(null)}
          onValidate={() => onSelect(selected.customer, selected.stay ?? undefined)}
        />
      ) : null}
      {/* The search panels stay mounted while a customer is shown: going back loses nothing. */}
      <Box display={selected ? 'none' : undefined}>
        <Stack gap="md">
          <Radio.Group
            label={t('CUSTOMERS.SEARCH_BASE')}
            value={base}
            onChange={(value) => setBase(value as Base)}
            data-testid="picker-base"
          >
            <Group gap="xl" mt={6}>
              <Radio
                value="own"
                label={
                  <Group gap={6} component="span">
                    <IconDatabase size={16} />
                    {t('CUSTOMERS.BASE_OWN')}
                  </Group>
                }
                data-testid="picker-base-own"
              />
              <Radio
                value="stay"
                label={
                  <Group gap={6} component="span">
                    <IconBuildingCommunity size={16} />
                    {t('CUSTOMERS.BASE_STAY')}
                  </Group>
                }
                data-testid="picker-base-stay"
              />
            </Group>
          </Radio.Group>
          <Divider />
          <Box display={base === 'own' ? undefined : 'none'}>
            <OwnDatabasePanel onSelect={(customer) => setSelected({ customer, stay: null })} />
          </Box>
          <Box display={base === 'stay' ? undefined : 'none'}>
            <StayPanel
              onImported={(answer, stayDateEnd) =>
                setSelected({ customer: answer, stay: pickedStayOf(answer, stayDateEnd) })
              }
            />
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}

/**
 * Find or create a customer (spec: rentals "Customer selection modal", back-office §2): in the
 * product's own database (search or create an individual or a company) or in the stay system
 * (search, and a click imports the client). The chosen customer is shown, and "validate" hands it
 * to `onSelect`. Exported for the rental screens.
 */
export function CustomerPickerModal({ opened, onClose, onSelect, initialBase }: CustomerPickerModalProps) {
  const { t } = useTranslation();
  return (
    <StackedModal
      opened={opened}
      onClose={onClose}
      title={<ModalTitle>{t('CUSTOMERS.PICKER_TITLE')}</ModalTitle>}
      size={960}
      closeOnClickOutside={false}
      data-testid="customer-picker"
    >
      <PickerBody onSelect={onSelect} initialBase={initialBase} />
    </StackedModal>
  );
}
