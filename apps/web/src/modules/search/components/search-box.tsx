import { Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './search-box.module.css';

/** The dialog and its results load on the first opening (the top bar stays small). */
const SearchDialog = lazy(() => import('./search-dialog.tsx').then((m) => ({ default: m.SearchDialog })));

/**
 * The top bar's search box: a button that opens the search dialog, also opened with `/` (outside a
 * field) or Ctrl-K / ⌘-K (anywhere).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  useHotkeys([['/', open]]);
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <UnstyledButton
        className={classes.box}
        onClick={open}
        aria-label={t('SEARCH.OPEN')}
        aria-keyshortcuts="/ Control+K"
        data-testid="top-bar-search"
      >
        <Group gap={8} wrap="nowrap">
          <IconSearch size={16} stroke={1.8} />
          <Text size="sm" c="dimmed" visibleFrom="md" className={classes.placeholder}>
            {t('SEARCH.PLACEHOLDER')}
          </Text>
          <Kbd size="xs" visibleFrom="md">
            /
          </Kbd>
        </Group>
      </UnstyledButton>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
