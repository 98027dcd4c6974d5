import { Badge } from '@mantine/core';
import { IconShieldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Says that a customer's personal data was anonymised (retention or erasure), in lists and on the page. */
export function AnonymisedBadge({ customer }: { customer: { id: number; anonymisedAt?: string | null } }) {
  const { t } = useTranslation();
  if (!customer.anonymisedAt) return null;
  return (
    <Badge
      variant="light"
      color="gray"
      size="sm"
      leftSection={<IconShieldOff size={12} />}
      data-testid={`customer-anonymised-${customer.id}`}
    >
      {t('PRIVACY.ANONYMISED')}
    </Badge>
  );
}
