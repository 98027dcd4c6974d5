import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Footer: the current year and a copyright line. */
export function FooterBar() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Group h="100%" px="lg" justify="space-between" data-testid="footer">
      <Text size="xs" c="dimmed">
        {t('FOOTER.COPYRIGHT', { year })}
      </Text>
      <Text size="xs" c="dimmed" visibleFrom="sm">
        {t('FOOTER.TAGLINE')}
      </Text>
    </Group>
  );
}
