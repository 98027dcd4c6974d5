import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The body of a screen that is not built yet. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="coming-soon">
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconBarrierBlock size={30} />
        </ThemeIcon>
        <Title order={4} fw={600}>
          {t('COMING_SOON.TITLE')}
        </Title>
        <Text c="dimmed" ta="center" maw={460} size="sm">
          {t('COMING_SOON.TEXT')}
        </Text>
      </Stack>
    </Paper>
  );
}
