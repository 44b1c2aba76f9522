import { type NotificationsStore, notifications, notificationsStore } from '@mantine/notifications';
import type { ReactNode } from 'react';
import i18n from '../i18n.ts';
import { errorMessage } from '../translate-error.ts';
import { UI_TIMINGS } from '../ui-timings.ts';

/** Success messages the spec names by key (spec §7); their texts live under `notification.*`. */
export const NOTIFICATION_KEYS = [
  'createUsersFromCsv',
  'createClientsFromCsv',
  'createSubsidiariesFromCsv',
  'createEngagementsFromCsv',
  'updateClientAdmins',
  'resendInvitation',
  'sendInvitationToAwaitingUser',
  'rejectSendInvitationToAwaitingUser',
  'inviteCompanyUser',
  'inviteGTUser',
  'maintenanceNotificationContent',
] as const;
export type TNotificationKey = (typeof NOTIFICATION_KEYS)[number];

export type NotificationKind = 'success' | 'error' | 'info' | 'warning';
const COLORS: Record<NotificationKind, string> = { success: 'teal', error: 'red', info: 'blue', warning: 'yellow' };

export interface PushOptions {
  message: ReactNode;
  title?: ReactNode;
  kind?: NotificationKind;
  /** Milliseconds until it closes by itself; 0 keeps it until closed (spec §9, default 5000). */
  timeout?: number;
}

/**
 * The notification stack of spec §4 over @mantine/notifications: push shows one on top, pop closes
 * the newest still open. Notifications close themselves after 5000 ms unless the timeout is 0.
 */
export function createNotifier(store: NotificationsStore = notificationsStore) {
  const stack: string[] = [];
  let counter = 0;
  const forget = (id: string) => {
    const at = stack.indexOf(id);
    if (at >= 0) stack.splice(at, 1);
  };

  const push = ({ message, title, kind = 'info', timeout = UI_TIMINGS.notificationTimeoutMs }: PushOptions): string => {
    counter += 1;
    const id = `notification-${counter}`;
    stack.push(id);
    notifications.show(
      {
        id,
        message,
        title,
        color: COLORS[kind],
        autoClose: timeout === 0 ? false : timeout,
        closeButtonProps: { 'aria-label': i18n.t('common.close') },
        onClose: () => forget(id),
      },
      store,
    );
    return id;
  };

  const pop = (): string | undefined => {
    const id = stack.pop();
    if (id) notifications.hide(id, store);
    return id;
  };

  return {
    push,
    pop,
    /** Ids of the open notifications, oldest first. */
    open: () => [...stack],
    /** A success message by its spec key, e.g. successKey('resendInvitation'). */
    successKey: (key: TNotificationKey, params?: Record<string, unknown>) =>
      push({ kind: 'success', message: i18n.t(`notification.${key}`, params) }),
    success: (message: ReactNode) => push({ kind: 'success', message }),
    /** The failure of any call, as the translated error key or the server's message (spec §8). */
    error: (error: unknown) => push({ kind: 'error', message: errorMessage(i18n.t, error) }),
    /**
     * Shows the failure and rethrows it: the rejection handler of a ConfirmModal's `onConfirm`
     * (the modal stays open on a failure), e.g. `mutateAsync(id).then(done, notify.rethrow)`.
     */
    rethrow: (error: unknown): never => {
      push({ kind: 'error', message: errorMessage(i18n.t, error) });
      throw error;
    },
    clear() {
      for (const id of stack.splice(0)) notifications.hide(id, store);
    },
  };
}

/** The app's notifier: `notify.successKey('resendInvitation')`, `notify.error(error)`, `notify.pop()`. */
export const notify = createNotifier();
