import { Box, Breadcrumbs, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../page-header.tsx';
import classes from './settings-sidebar.module.css';
import { SettingsSidebar, type SettingsSidebarProps } from './settings-sidebar.tsx';

export interface SettingsLayoutProps {
  title: string;
  subtitle?: string;
  /** Buttons shown right of the title (e.g. "Add"). */
  actions?: ReactNode;
  /** Which links the sidebar shows (all the settings links by default). */
  sidebar?: SettingsSidebarProps;
  children: ReactNode;
}

/**
 * A settings screen: the settings sidebar on the left; the breadcrumb (settings > screen), the
 * title with its actions, and the content on the right.
 */
export function SettingsLayout({ title, subtitle, actions, sidebar, children }: SettingsLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.layout}>
      <Box visibleFrom="md">
        <SettingsSidebar {...sidebar} />
      </Box>
      <Box miw={0}>
        <Breadcrumbs
          separator={<IconChevronRight size={14} />}
          separatorMargin={6}
          mb="xs"
          data-testid="breadcrumb"
        >
          <Text size="sm" c="dimmed">
            {t('MENU.SETTINGS')}
          </Text>
          <Text size="sm" fw={500}>
            {title}
          </Text>
        </Breadcrumbs>
        <PageHeader title={title} subtitle={subtitle} actions={actions} />
        {children}
      </Box>
    </div>
  );
}
