import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconBell, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { i18n } from '../i18n/i18n.ts';
import classes from './notify.module.css';

/**
 * Notifications of the shell (back-office spec "Shell"): top-right, they stay until clicked and
 * close on click; a thin bar drains while the notification is fresh and pauses on hover.
 * Success and error notifications are titled SUCCESS and ERROR.
 */
export type NotifyKind = 'success' | 'error' | 'info' | 'warning' | 'alert';

const look: Record<NotifyKind, { color: string; icon: ReactNode; titleKey?: string }> = {
  success: { color: 'teal', icon: <IconCheck size={18} />, titleKey: 'SUCCESS' },
  error: { color: 'red', icon: <IconX size={18} />, titleKey: 'ERROR' },
  info: { color: 'blue', icon: <IconInfoCircle size={18} /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} /> },
  alert: { color: 'grape', icon: <IconBell size={18} /> },
};

/** How long the freshness bar takes to drain. */
export const notificationProgressMs = 8000;

let sequence = 0;

export const notify = (kind: NotifyKind, message: string, title?: string): string => {
  sequence += 1;
  const id = `notification-${Date.now()}-${sequence}`;
  const { color, icon, titleKey } = look[kind];
  const style = {
    '--notification-progress-color': `var(--mantine-color-${color}-6)`,
    '--notification-progress-duration': `${notificationProgressMs}ms`,
  } as CSSProperties;
  notifications.show({
    id,
    color,
    icon,
    title: title ?? (titleKey ? i18n.t(titleKey) : undefined),
    message: (
      <>
        {message}
        <span className={classes.progress} style={style} aria-hidden="true" />
      </>
    ),
    autoClose: false,
    withCloseButton: true,
    className: classes.notification,
    onClick: () => notifications.hide(id),
    'data-testid': `notification-${kind}`,
  });
  return id;
};

export const notifySuccess = (message: string, title?: string) => notify('success', message, title);
export const notifyError = (message: string, title?: string) => notify('error', message, title);
export const notifyInfo = (message: string, title?: string) => notify('info', message, title);
export const notifyWarning = (message: string, title?: string) => notify('warning', message, title);
export const notifyAlert = (message: string, title?: string) => notify('alert', message, title);
