import {
  Anchor,
  Badge,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentSite } from '@/modules/sites/hooks/use-current-site.ts';
import {
  calendarLink,
  infoLinks,
  type MenuLink,
  mainMenuGroups,
  menuTestId,
  settingsMenuGroups,
  siteListLink,
  visibleLinks,
} from '@/shared/navigation/menu-entries.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { useSession } from '@/shared/session/use-session.ts';
import classes from './home-dashboard.module.css';

const shortcutCandidates: readonly MenuLink[] = [
  calendarLink,
  ...mainMenuGroups.flatMap((group) => group.links),
  ...settingsMenuGroups.flatMap((group) => group.links),
  ...infoLinks,
];

/** The home page: a welcome, the current site and shortcuts to the screens the user may open. */
export function HomeDashboard() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const grants = useGrants();
  const { site, isLoading } = useCurrentSite();
  const shortcuts = visibleLinks(shortcutCandidates, grants);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'full' }).format(
    new Date(),
  );
  const today = `${date.charAt(0).toLocaleUpperCase()}${date.slice(1)}`;
  const name = session?.firstName?.trim() || session?.username || '';

  return (
    <Stack gap="xl" data-testid="home-dashboard">
      <Stack gap={4}>
        <Title order={2} fw={600} data-testid="page-title">
          {t('HOME.GREETING', { name })}
        </Title>
        <Text c="dimmed">{today}</Text>
      </Stack>

      <Paper withBorder radius="md" p="lg" className={classes.siteCard}>
        <Group justify="space-between" wrap="wrap">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" color="teal">
              <IconMapPin size={24} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('HOME.CURRENT_SITE')}
              </Text>
              {isLoading ? (
                <Skeleton h={22} w={180} />
              ) : (
                <Text fw={600} size="lg" data-testid="home-current-site">
                  {site?.name ?? t('HOME.NO_SITE')}
                </Text>
              )}
            </Stack>
          </Group>
          <Anchor component={Link} to={siteListLink.to} size="sm" fw={500}>
            {site ? t('HOME.CHANGE_SITE') : t('HOME.CHOOSE_SITE')}
          </Anchor>
        </Group>
      </Paper>

      <Stack gap="sm">
        <Group gap="xs">
          <Title order={4} fw={600}>
            {t('HOME.SHORTCUTS')}
          </Title>
          <Badge variant="light" color="gray">
            {shortcuts.length}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {shortcuts.map((link) => {
            const Icon = link.icon;
            return (
              <Card
                key={link.to}
                component={Link}
                to={link.to}
                withBorder
                radius="md"
                padding="md"
                className={classes.shortcut}
                data-testid={`home-shortcut-${menuTestId(link.to).replace(/^menu-/, '')}`}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" color="teal" radius="md" size={36}>
                      <Icon size={20} />
                    </ThemeIcon>
                    <Text fw={500} size="sm">
                      {t(link.labelKey)}
                    </Text>
                  </Group>
                  <IconArrowRight size={16} className={classes.arrow} />
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
