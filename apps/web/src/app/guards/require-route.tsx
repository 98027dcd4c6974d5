import type { RouteKey } from '@velodesk/contract/permissions';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mayOpenRoute, routeLabelKey } from '@/shared/navigation/menu-entries.ts';
import { homePath } from '@/shared/session/login-redirect.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { notifyWarning } from '@/ui/notify.tsx';

/** Says why the page is refused, once, then goes home. */
function Refused({ routeKey }: { routeKey: RouteKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isDone = useRef(false);
  useEffect(() => {
    if (isDone.current) return;
    isDone.current = true;
    const labelKey = routeLabelKey(routeKey);
    notifyWarning(labelKey ? t('SHELL.ROUTE_REFUSED_PAGE', { page: t(labelKey) }) : t('SHELL.ROUTE_REFUSED'));
    void navigate(homePath, { replace: true });
  }, [routeKey, navigate, t]);
  return null;
}

/**
 * Lets through a user who may open the route (the menus' rule: its feature, and the export
 * profile for the exports); others are told so in a notice and go home.
 */
export function RequireRoute({ routeKey, children }: { routeKey: RouteKey; children: ReactNode }) {
  const grants = useGrants();
  if (!mayOpenRoute(routeKey, grants)) return <Refused routeKey={routeKey} />;
  return children;
}
