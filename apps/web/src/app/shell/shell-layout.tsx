import { AppShell, Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SessionKeeper } from '../session/session-keeper.tsx';
import { FooterBar } from './footer-bar.tsx';
import { NavBar } from './nav-bar.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import classes from './shell-layout.module.css';
import { TopBar } from './top-bar.tsx';

const topBarHeight = 60;
const navBarHeight = 52;

/** The authenticated shell: top bar, menu bar, the page, and the footer. */
export function ShellLayout({ children }: { children?: ReactNode }) {
  return (
    <AppShell header={{ height: topBarHeight + navBarHeight }} footer={{ height: 36 }} padding={0}>
      <SessionKeeper />
      <ScrollToTop />
      <AppShell.Header className={classes.header}>
        <Box h={topBarHeight} className={classes.topBar}>
          <TopBar />
        </Box>
        <Box h={navBarHeight} className={classes.navBar}>
          <NavBar />
        </Box>
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <Box px="xl" py="lg" data-testid="page-content">
          {children ?? <Outlet />}
        </Box>
      </AppShell.Main>
      <AppShell.Footer className={classes.footer}>
        <FooterBar />
      </AppShell.Footer>
    </AppShell>
  );
}
