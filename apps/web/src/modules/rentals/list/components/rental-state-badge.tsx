import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rentalStateLabel, stateColours } from '../rental-labels.ts';

/** A rental's state, coloured (new blue, in progress orange, validated green, cancelled grey). */
export function RentalStateBadge({
  state,
  testId,
}: {
  state: { id: number; description: string };
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={stateColours[state.id] ?? 'gray'}
      data-testid={testId}
      data-state={state.id}
    >
      {rentalStateLabel(state, t)}
    </Badge>
  );
}
