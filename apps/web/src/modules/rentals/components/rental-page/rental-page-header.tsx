import { Badge, Button, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RentalKind } from '@/shared/rentals/rentals-api.ts';
import { RentalStateBadge } from '../../list/components/rental-state-badge.tsx';
import { rentalListPath } from '../../rental-paths.ts';

/** The page's title (the rental's type and number, or a new one's), its state and unpaid badges, and Back. */
export function RentalPageHeader({
  kind,
  rental,
  isContract,
}: {
  kind: RentalKind;
  rental: RentalRead | null;
  isContract: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // One label and colour per state, the list's.
  const stateBadge = rental ? <RentalStateBadge state={rental.state} testId="rental-state" /> : null;
  const title = rental
    ? isContract
      ? t('RENTAL_EDIT.TITLE.CONTRACT', { id: rental.id })
      : t('RENTAL_EDIT.TITLE.RESERVATION', { id: rental.id })
    : kind === 'contract'
      ? t('RENTAL_EDIT.TITLE.NEW_CONTRACT')
      : t('RENTAL_EDIT.TITLE.NEW_RESERVATION');
  return (
    <Group justify="space-between">
      <Group gap="sm">
        <Title order={2} data-testid="rental-page-title">
          {title}
        </Title>
        {stateBadge}
        {rental?.unpaid ? (
          <Badge color="orange" variant="filled" size="lg" data-testid="rental-unpaid">
            {t('RENTAL_EDIT.UNPAID')}
          </Badge>
        ) : null}
      </Group>
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        onClick={() => void navigate(rentalListPath)}
      >
        {t('RENTAL_EDIT.ACTIONS.BACK')}
      </Button>
    </Group>
  );
}
