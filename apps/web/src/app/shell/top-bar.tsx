import { Divider, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/modules/access/components/language-switcher.tsx';
import { SearchBox } from '@/modules/search/components/search-box.tsx';
import { Logo } from '@/ui/logo.tsx';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

/** First bar: logo, the search box, language choice, fullscreen toggle and the user menu. */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
      <Link to="/home" style={{ textDecoration: 'none' }} aria-label={t('SHELL.HOME_LINK')}>
        <Logo size={30} />
      </Link>
      <Group gap="sm" wrap="nowrap">
        <SearchBox />
        <LanguageSwitcher />
        <Divider orientation="vertical" />
        <FullscreenToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}
