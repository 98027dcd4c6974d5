import { ActionIcon, Button, Menu, ScrollArea, Tooltip } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  type MenuGroup,
  type MenuIcon,
  type MenuLink,
  menuTestId,
} from '@/shared/navigation/menu-entries.ts';
import classes from './nav-menu.module.css';

const pathOf = (to: string): string => to.split('?')[0] ?? to;

const isActive = (links: readonly MenuLink[], pathname: string): boolean =>
  links.some((link) => pathname === pathOf(link.to) || pathname.startsWith(`${pathOf(link.to)}/`));

/** A direct entry of the horizontal menu. */
export function NavLinkButton({ link }: { link: MenuLink }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Icon = link.icon;
  return (
    <Button
      component={Link}
      to={link.to}
      variant={isActive([link], pathname) ? 'light' : 'subtle'}
      color={isActive([link], pathname) ? 'teal' : 'gray'}
      className={classes.entry}
      leftSection={<Icon size={17} />}
      data-testid={menuTestId(link.to)}
    >
      {t(link.labelKey)}
    </Button>
  );
}

/** A dropdown of the horizontal menu: one or more labelled groups of links. */
export function NavDropdown({
  label,
  icon: Icon,
  groups,
  testId,
  iconOnly = false,
}: {
  label: string;
  icon: MenuIcon;
  groups: readonly MenuGroup[];
  testId: string;
  iconOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = groups.flatMap((group) => group.links);
  if (links.length === 0) return null;
  const active = isActive(links, pathname);
  const showGroupLabels = groups.length > 1 || iconOnly;

  return (
    <Menu position="bottom-start" shadow="md" width={250} withArrow offset={4}>
      <Menu.Target>
        {iconOnly ? (
          <Tooltip label={label} withArrow>
            <ActionIcon
              variant={active ? 'light' : 'subtle'}
              color={active ? 'teal' : 'gray'}
              size="lg"
              aria-label={label}
              data-testid={testId}
            >
              <Icon size={19} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            variant={active ? 'light' : 'subtle'}
            color={active ? 'teal' : 'gray'}
            className={classes.entry}
            leftSection={<Icon size={17} />}
            rightSection={<IconChevronDown size={14} />}
            data-testid={testId}
          >
            {label}
          </Button>
        )}
      </Menu.Target>
      {/*
        Every entry shows when the window is tall enough; else the list scrolls with a scrollbar
        that stays visible (an overlay scrollbar hid the last entries of the cog menu).
      */}
      <Menu.Dropdown className={classes.dropdown} data-testid={`${testId}-dropdown`}>
        <ScrollArea.Autosize mah="calc(100dvh - 96px)" type="auto" offsetScrollbars="y">
          {groups.map((group, index) => (
            <div key={group.id}>
              {index > 0 ? <Menu.Divider /> : null}
              {showGroupLabels ? <Menu.Label>{t(group.labelKey)}</Menu.Label> : null}
              {group.links.map((link) => {
                const LinkIcon = link.icon;
                return (
                  <Menu.Item
                    key={link.to}
                    component={Link}
                    to={link.to}
                    leftSection={<LinkIcon size={16} />}
                    data-testid={menuTestId(link.to)}
                    data-active={pathname === pathOf(link.to) || undefined}
                  >
                    {t(link.labelKey)}
                  </Menu.Item>
                );
              })}
            </div>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
