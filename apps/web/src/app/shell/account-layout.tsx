import { Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Logo } from '@/ui/logo.tsx';
import classes from './account-layout.module.css';

/**
 * The language choice (menus and tooltips, with their positioning library) loads just after the
 * sign-in card, outside the sign-in page's bundle (docs/decisions/web-bundles.md).
 */
const LanguageSwitcher = lazy(() =>
  Promise.all([
    import('@/modules/access/components/language-switcher.tsx'),
    import('../query-provider.tsx'),
  ]).then(([{ LanguageSwitcher }, { AppQueryProvider }]) => ({
    default: () => (
      <AppQueryProvider>
        <LanguageSwitcher />
      </AppQueryProvider>
    ),
  })),
);

/** The signed-out area (sign-in and password pages): a centred card on a calm background. */
export function AccountLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Box className={classes.page}>
      <Group justify="flex-end" p="md">
        <Suspense fallback={<Box h={28} />}>
          <LanguageSwitcher />
        </Suspense>
      </Group>
      <Center className={classes.center}>
        <Stack align="center" gap="lg" w="100%" maw={420} px="md">
          <Logo size={40} />
          <Paper withBorder shadow="sm" radius="md" p="xl" w="100%">
            {children ?? <Outlet />}
          </Paper>
          <Text size="xs" c="dimmed">
            {t('FOOTER.COPYRIGHT', { year })}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
