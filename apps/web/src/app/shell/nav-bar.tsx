import { ActionIcon, Divider, Group, Tooltip } from '@mantine/core';
import { IconDots, IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SiteSelector } from '@/modules/sites/components/site-selector.tsx';
import {
  calendarLink,
  infoLinks,
  isLinkVisible,
  mainMenuGroups,
  menuTestId,
  settingsMenuGroups,
  siteListLink,
  visibleGroups,
  visibleLinks,
} from '@/shared/navigation/menu-entries.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { useSignOut } from '@/shared/session/use-sign-out.ts';
import { NavDropdown, NavLinkButton } from './nav-menu.tsx';

/** Second bar: the site selector and the horizontal menu, each entry shown only when allowed. */
export function NavBar() {
  const { t } = useTranslation();
  const grants = useGrants();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const isOnSiteList = pathname === siteListLink.to;
  const groups = visibleGroups(mainMenuGroups, grants);
  const settings = visibleGroups(settingsMenuGroups, grants);
  const info = visibleLinks(infoLinks, grants);

  return (
    <Group h="100%" px="lg" justify="space-between" wrap="nowrap" gap="md" data-testid="main-menu">
      <Group gap="xs" wrap="nowrap">
        <SiteSelector />
        {isLinkVisible(siteListLink, grants) ? (
          <Tooltip label={t(siteListLink.labelKey)} withArrow>
            <ActionIcon
              component={Link}
              to={siteListLink.to}
              variant={isOnSiteList ? 'light' : 'subtle'}
              color={isOnSiteList ? 'teal' : 'gray'}
              size="lg"
              aria-label={t(siteListLink.labelKey)}
              data-testid={menuTestId(siteListLink.to)}
            >
              <siteListLink.icon size={19} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        <Divider orientation="vertical" mx={4} />
        <Group gap={2} wrap="nowrap">
          {isLinkVisible(calendarLink, grants) ? <NavLinkButton link={calendarLink} /> : null}
          {groups.map((group) => (
            <NavDropdown
              key={group.id}
              label={t(group.labelKey)}
              icon={group.icon}
              groups={[group]}
              testId={`menu-group-${group.id}`}
            />
          ))}
        </Group>
      </Group>
      <Group gap={4} wrap="nowrap">
        <NavDropdown
          label={t('MENU.SETTINGS')}
          icon={IconSettings}
          groups={settings}
          testId="menu-settings"
          iconOnly
        />
        <NavDropdown
          label={t('MENU.MORE')}
          icon={IconDots}
          groups={[{ id: 'info', labelKey: 'MENU.HELP', icon: IconDots, links: info }]}
          testId="menu-more"
          iconOnly
        />
        <Tooltip label={t('SHELL.LOGOUT')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={() => void signOut()}
            aria-label={t('SHELL.LOGOUT')}
            data-testid="menu-logout"
          >
            <IconLogout size={19} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
