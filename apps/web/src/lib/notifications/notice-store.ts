import type { ReactNode } from 'react';

/** Notification bar types of spec §2. */
export type NoticeType = 'info' | 'maintenance' | 'browser_compatibility';

export interface Notice {
  /** Stable id: a dismissed notice of this id stays hidden (remembered in localStorage). */
  id: string;
  type: NoticeType;
  message: ReactNode;
  title?: ReactNode;
  /** Default true. */
  dismissible?: boolean;
}

type Listener = () => void;
export const DISMISSED_NOTICES_KEY = 'statera.dismissedNotices';

function readDismissed(): string[] {
  try {
    const raw = JSON.parse(window.localStorage.getItem(DISMISSED_NOTICES_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The notices the notification bar shows at the top of every layout. Any code may put one up
 * (`notices.show({ id, type: 'info', message })`) or take it down; a dismissed id is remembered.
 */
export function createNoticeStore() {
  let items: readonly Notice[] = [];
  let dismissed = readDismissed();
  let visible: readonly Notice[] = [];
  const listeners = new Set<Listener>();
  const emit = () => {
    visible = items.filter((n) => !dismissed.includes(n.id));
    for (const l of listeners) l();
  };
  return {
    show(notice: Notice) {
      items = [...items.filter((n) => n.id !== notice.id), notice];
      emit();
    },
    remove(id: string) {
      if (!items.some((n) => n.id === id)) return;
      items = items.filter((n) => n.id !== id);
      emit();
    },
    dismiss(id: string) {
      dismissed = [...dismissed.filter((d) => d !== id), id].slice(-50);
      try {
        window.localStorage.setItem(DISMISSED_NOTICES_KEY, JSON.stringify(dismissed));
      } catch {
        // Not remembered beyond this page load.
      }
      emit();
    },
    /** Notices not dismissed, in the order they were put up. */
    visible: () => visible,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type NoticeStore = ReturnType<typeof createNoticeStore>;
export const notices = createNoticeStore();
