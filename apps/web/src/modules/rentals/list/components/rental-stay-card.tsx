import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { useTranslation } from 'react-i18next';
import { formatRentalDateTime } from '@/ui/format.ts';
import { orDash } from '../rental-format.ts';
import { RentalDetailsField } from './rental-details-field.tsx';
import { RentalStateBadge } from './rental-state-badge.tsx';

/** The stay id: a link to the stay when the stay system gave one. */
function StayId({ rental }: { rental: RentalRead }) {
  if (!rental.stayId) return <>-</>;
  if (!rental.stayLink) return <>{rental.stayId}</>;
  return (
    <Anchor href={rental.stayLink} target="_blank" rel="noreferrer" size="sm" data-testid="rental-stay-link">
      <Group gap={4} wrap="nowrap">
        {rental.stayId}
        <IconExternalLink size={14} />
      </Group>
    </Anchor>
  );
}

/** The rental itself: its state, its period, the stay it belongs to and the emplacement. */
export function RentalStayCard({ rental }: { rental: RentalRead }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="rental-stay">
      <Title order={4} fw={600} mb="sm">
        {t('RENTAL_DETAILS.RENTAL')}
      </Title>
      <Stack gap={6}>
        <RentalDetailsField
          label={t('RENTAL_DETAILS.STATE')}
          value={<RentalStateBadge state={rental.state} testId="rental-state" />}
          testId="rental-state-field"
        />
        <RentalDetailsField
          label={t('RENTAL_DETAILS.START')}
          value={formatRentalDateTime(rental.startDate)}
          testId="rental-start"
        />
        <RentalDetailsField
          label={t('RENTAL_DETAILS.END')}
          value={formatRentalDateTime(rental.endDate)}
          testId="rental-end"
        />
        <RentalDetailsField
          label={t('RENTAL_DETAILS.STAY_ID')}
          value={<StayId rental={rental} />}
          testId="rental-stay-id"
        />
        <RentalDetailsField
          label={t('RENTAL_DETAILS.EMPLACEMENT')}
          value={orDash(rental.emplacementName)}
          testId="rental-emplacement"
        />
      </Stack>
    </Paper>
  );
}
