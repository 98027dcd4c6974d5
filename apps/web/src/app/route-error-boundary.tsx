import { Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
};

/**
 * What a screen shows when it crashes (a route's errorElement), instead of React Router's blank
 * "Unexpected Application Error": a translated message and a way back (reload the screen, or go
 * home). Inside the shell, the top bar and the menus stay usable; navigating elsewhere clears it.
 */
export function RouteErrorBoundary({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  // The error stays in the browser's console for whoever investigates it.
  console.error(error);
  const panel = (
    <Paper withBorder radius="md" p="xl" maw={620} mx="auto" mt="xl" role="alert" data-testid="route-error">
      <Stack align="center" gap="sm" py="md">
        <IconAlertTriangle size={48} stroke={1.4} color="var(--mantine-color-orange-6)" />
        <Title order={3} fw={600} ta="center">
          {t('ROUTE_ERROR.TITLE')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('ROUTE_ERROR.TEXT')}
        </Text>
        <Code c="dimmed" data-testid="route-error-detail">
          {describe(error)}
        </Code>
        <Group gap="sm" mt="sm">
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={() => window.location.reload()}
            data-testid="route-error-reload"
          >
            {t('ROUTE_ERROR.RELOAD')}
          </Button>
          <Button
            component={Link}
            to="/home"
            reloadDocument={standalone}
            leftSection={<IconHome size={16} />}
            data-testid="route-error-home"
          >
            {t('ROUTE_ERROR.HOME')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
  return standalone ? <Center mih="100vh">{panel}</Center> : panel;
}
