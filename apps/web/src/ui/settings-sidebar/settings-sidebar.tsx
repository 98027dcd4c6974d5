import { NavLink, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type MenuGroup, menuTestId, visibleGroups } from '@/shared/navigation/menu-entries.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import classes from './settings-sidebar.module.css';
import { settingsSidebarGroups } from './settings-sidebar-groups.ts';

const pathOf = (to: string): string => to.split('?')[0] ?? to;

export interface SettingsSidebarProps {
  /** The groups of links; the settings menu (and the taxes screen) by default. */
  groups?: readonly MenuGroup[];
  /** Only these groups (by id), e.g. the pricings screen shows pricings and reports. */
  groupIds?: readonly string[];
}

/**
 * The settings sidebar (back-office spec "Menus"): links grouped as in the settings menu, each
 * shown only when the user's feature accesses allow its route. Nothing shows until they are loaded.
 */
export function SettingsSidebar({ groups = settingsSidebarGroups, groupIds }: SettingsSidebarProps) {
  const { t } = useTranslation();
  const grants = useGrants();
  const { pathname } = useLocation();
  const chosen = groupIds ? groups.filter((group) => groupIds.includes(group.id)) : groups;
  const shown = visibleGroups(chosen, grants);
  if (shown.length === 0) return null;

  return (
    <Paper
      component="nav"
      withBorder
      radius="md"
      p="xs"
      className={classes.sidebar}
      aria-label={t('MENU.SETTINGS')}
      data-testid="settings-sidebar"
    >
      <Stack gap="xs">
        {shown.map((group) => (
          <Stack key={group.id} gap={2}>
            {shown.length > 1 || groupIds ? (
              <Text className={classes.groupLabel} size="xs" fw={700} c="dimmed" tt="uppercase">
                {t(group.labelKey)}
              </Text>
            ) : null}
            {group.links.map((link) => {
              const Icon = link.icon;
              const isActive = pathname === pathOf(link.to);
              return (
                <NavLink
                  key={link.to}
                  component={Link}
                  to={link.to}
                  label={t(link.labelKey)}
                  leftSection={<Icon size={17} stroke={1.7} />}
                  active={isActive}
                  aria-current={isActive ? 'page' : undefined}
                  color="teal"
                  variant="light"
                  className={classes.link}
                  data-testid={`settings-sidebar-${menuTestId(link.to).replace(/^menu-/, '')}`}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
