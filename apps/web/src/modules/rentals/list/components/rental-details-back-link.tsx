import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Back to the rental list. */
export function RentalDetailsBackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/rentals" size="sm" data-testid="back-to-list">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('RENTAL_DETAILS.BACK')}
      </Group>
    </Anchor>
  );
}
