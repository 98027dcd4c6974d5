import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** A rental's number, opening its details (the rental list and the customer rentals tabs). */
export function RentalLink({ id }: { id: number }) {
  return (
    <Anchor
      component={Link}
      to={`/rental-details/${id}`}
      size="sm"
      fw={600}
      data-testid={`rental-link-${id}`}
    >
      {id}
    </Anchor>
  );
}
