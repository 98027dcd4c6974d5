import { Anchor, Box, Breadcrumbs, NavLink, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconFileDescription, IconList, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@/ui/page-header.tsx';
import { type CustomerKind, customerPaths } from '../../customer-paths.ts';
import classes from './customers-layout.module.css';

export interface CustomersLayoutProps {
  kind: CustomerKind;
  /** The customer the details and rentals links lead to (none on the lists). */
  customerId?: number;
  title: string;
  subtitle?: string;
  /** The last breadcrumb item after "customers > individual/company customers" (details, rentals). */
  crumb?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A customers screen (spec §2): the sidebar (list, details, rentals), the breadcrumb
 * customers > individual or company customers, the title and the content.
 */
export function CustomersLayout({
  kind,
  customerId,
  title,
  subtitle,
  crumb,
  actions,
  children,
}: CustomersLayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listLabel = kind === 'company' ? t('MENU.COMPANY_CUSTOMERS') : t('MENU.INDIVIDUAL_CUSTOMERS');
  const links = [
    { key: 'list', label: listLabel, to: customerPaths.list(kind), icon: IconList },
    {
      key: 'details',
      label: t('CUSTOMERS.SIDEBAR_DETAILS'),
      to: customerId ? customerPaths.details(kind, customerId) : null,
      icon: IconFileDescription,
    },
    {
      key: 'rentals',
      label: t('CUSTOMERS.SIDEBAR_RENTALS'),
      to: customerId ? customerPaths.rentals(kind, customerId) : null,
      icon: IconReceipt,
    },
  ];

  return (
    <div className={classes.layout}>
      <Box visibleFrom="md">
        <Paper
          component="nav"
          withBorder
          radius="md"
          p="xs"
          className={classes.sidebar}
          aria-label={t('MENU.CUSTOMERS')}
          data-testid="customers-sidebar"
        >
          <Text className={classes.groupLabel} size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('MENU.CUSTOMERS')}
          </Text>
          <Stack gap={2}>
            {links.map((link) => {
              const Icon = link.icon;
              const isActive = link.to !== null && pathname === link.to;
              return link.to ? (
                <NavLink
                  key={link.key}
                  component={Link}
                  to={link.to}
                  label={link.label}
                  leftSection={<Icon size={17} stroke={1.7} />}
                  active={isActive}
                  aria-current={isActive ? 'page' : undefined}
                  variant="light"
                  className={classes.link}
                  data-testid={`customers-sidebar-${link.key}`}
                />
              ) : (
                <NavLink
                  key={link.key}
                  label={link.label}
                  leftSection={<Icon size={17} stroke={1.7} />}
                  disabled
                  className={classes.link}
                  data-testid={`customers-sidebar-${link.key}`}
                />
              );
            })}
          </Stack>
        </Paper>
      </Box>
      <Box miw={0}>
        <Breadcrumbs
          separator={<IconChevronRight size={14} />}
          separatorMargin={6}
          mb="xs"
          data-testid="breadcrumb"
        >
          <Text size="sm" c="dimmed">
            {t('MENU.CUSTOMERS')}
          </Text>
          {crumb ? (
            <Anchor component={Link} to={customerPaths.list(kind)} size="sm" c="dimmed">
              {listLabel}
            </Anchor>
          ) : (
            <Text size="sm" fw={500}>
              {listLabel}
            </Text>
          )}
          {crumb ? (
            <Text size="sm" fw={500}>
              {crumb}
            </Text>
          ) : null}
        </Breadcrumbs>
        <PageHeader title={title} subtitle={subtitle} actions={actions} />
        {children}
      </Box>
    </div>
  );
}
