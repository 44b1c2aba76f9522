import { LIMITS, type TMaintenanceStatus, type TMaintenanceWindow } from '@statera/shared';

export const DISMISSED_STORAGE_KEY = 'statera.maintenanceDismissed';
const NOTICE_MS = LIMITS.maintenanceNoticeHours * 3_600_000;

/**
 * The window to announce now (spec §2): the upcoming one, from 48 hours before its start until the
 * start, unless the user dismissed that window.
 */
export function windowToAnnounce(
  status: TMaintenanceStatus | undefined,
  now: number,
  dismissed: readonly string[],
): TMaintenanceWindow | null {
  const w = status?.upcoming;
  if (!w || dismissed.includes(w.id)) return null;
  const start = new Date(w.startsAt).getTime();
  if (Number.isNaN(start)) return null;
  return now >= start - NOTICE_MS && now < start ? w : null;
}

/** The ids of dismissed windows, kept per browser. */
export function readDismissed(storage: Storage = window.localStorage): string[] {
  try {
    const value = JSON.parse(storage.getItem(DISMISSED_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberDismissed(id: string, storage: Storage = window.localStorage): string[] {
  // Keep the list short: only the latest few windows can still be announced.
  const next = [...readDismissed(storage).filter((d) => d !== id), id].slice(-20);
  try {
    storage.setItem(DISMISSED_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage disabled: the dismissal lasts for this page only.
  }
  return next;
}
