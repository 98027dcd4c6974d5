import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userProfileLink } from '@/shared/navigation/menu-entries.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { useSignOut } from '@/shared/session/use-sign-out.ts';
import { initialsOf } from '@/ui/initials.ts';
import classes from './user-menu.module.css';

/** The user dropdown of the top bar: welcome text, profile link and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  if (!session) return null;
  const name = session.firstName?.trim() || session.username;
  const fullName = [session.firstName, session.lastName].filter(Boolean).join(' ') || session.username;

  return (
    <Menu position="bottom-end" shadow="md" width={240} withArrow>
      <Menu.Target>
        <UnstyledButton className={classes.target} data-testid="user-menu" aria-label={t('SHELL.USER_MENU')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="teal" radius="xl" size={32}>
              {initialsOf(session.firstName, session.lastName, session.username)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" data-testid="user-welcome">
              {t('SHELL.WELCOME', { name })}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown mah={400} style={{ overflowY: 'auto' }}>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark.6">
            {fullName}
          </Text>
          <Text size="xs" c="dimmed">
            {session.profile.description || session.profile.name}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={userProfileLink.to}
          leftSection={<userProfileLink.icon size={16} />}
          data-testid="user-menu-profile"
        >
          {t(userProfileLink.labelKey)}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
          data-testid="user-menu-logout"
        >
          {t('SHELL.LOGOUT')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
