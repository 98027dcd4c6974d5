import { Notifications, notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconBell, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { i18n } from '@/i18n/i18n.ts';
import type { TextKey } from '@/i18n/text-key.ts';
import classes from './notify.module.css';

/**
 * Notifications of the shell (back-office spec "Shell"): top-right, below the top bar, closed on
 * click; a thin bar drains while the notification is fresh and pauses on hover. Success and error
 * notifications are titled SUCCESS and ERROR, informations INFORMATION (blue): an information is
 * never titled "Succès" (issue 22). Issue 10 (docs/decisions/web-bundles.md): a success
 * closes by itself after `successAutoCloseMs`; errors (and the other kinds) stay until clicked, as
 * the spec says; at most `notificationsLimit` show at once (the others wait their turn).
 */
export type NotifyKind = 'success' | 'error' | 'info' | 'warning' | 'alert';

const look: Record<NotifyKind, { color: string; icon: ReactNode; titleKey?: TextKey }> = {
  success: { color: 'teal', icon: <IconCheck size={18} />, titleKey: 'SUCCESS' },
  error: { color: 'red', icon: <IconX size={18} />, titleKey: 'ERROR' },
  info: { color: 'blue', icon: <IconInfoCircle size={18} />, titleKey: 'INFORMATION' },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} /> },
  alert: { color: 'grape', icon: <IconBell size={18} /> },
};

/** How long the freshness bar takes to drain on a notification that stays. */
export const notificationProgressMs = 8000;

/** A success notice closes by itself after this long (its bar drains in the same time). */
export const successAutoCloseMs = 5000;

/** At most this many notifications show at once; the next ones queue. */
export const notificationsLimit = 3;

/**
 * Above the dialogs (Mantine's modal layer is 200, its overlays 400): an error of a dialog's save
 * must show. The container's place (notify.module.css) keeps it off the top bar and, while a dialog
 * is open, off the dialog's close button.
 */
export const notificationsZIndex = 450;

/** The container of the notifications (mounted once, by the app's providers). */
export function NotificationsContainer() {
  return (
    <Notifications
      position="top-right"
      autoClose={false}
      limit={notificationsLimit}
      zIndex={notificationsZIndex}
      containerWidth={360}
      classNames={{ root: classes.container }}
      data-testid="notifications"
    />
  );
}

let sequence = 0;

export const notify = (kind: NotifyKind, message: string, title?: string): string => {
  sequence += 1;
  const id = `notification-${Date.now()}-${sequence}`;
  const { color, icon, titleKey } = look[kind];
  const autoClose = kind === 'success' ? successAutoCloseMs : false;
  const style = {
    '--notification-progress-color': `var(--mantine-color-${color}-6)`,
    '--notification-progress-duration': `${autoClose || notificationProgressMs}ms`,
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
    autoClose,
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
