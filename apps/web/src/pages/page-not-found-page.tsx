import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function PageNotFoundPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="xl" data-testid="page-not-found">
      <Stack align="center" gap="sm" py="lg">
        <Text fz={64} fw={800} c="teal.7" lh={1}>
          404
        </Text>
        <Title order={3} fw={600}>
          {t('404-ERROR')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('SORRY_PAGE_NOT_FOUND')}
        </Text>
        <Button component={Link} to="/home" variant="light" leftSection={<IconArrowLeft size={16} />} mt="sm">
          {t('NOT_FOUND.BACK_HOME')}
        </Button>
      </Stack>
    </Paper>
  );
}
