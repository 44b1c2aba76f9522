/** localStorage key of this browser's device id (sign-in verification "on a new device"). */
export const DEVICE_ID_STORAGE_KEY = 'statera.deviceId';
/** The server accepts 16–128 letters, digits, `_` or `-` (shared ZDeviceId). */
const VALID = /^[\w-]{16,128}$/;
let fallback: string | undefined;

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A long-lived random id for this browser, created on first use and kept in localStorage. Login and
 * verification calls send it (X-Device-Id) so a group that verifies new devices recognises this one.
 */
export function deviceId(storage: Storage = window.localStorage): string {
  try {
    const existing = storage.getItem(DEVICE_ID_STORAGE_KEY);
    if (existing && VALID.test(existing)) return existing;
    const created = randomId();
    storage.setItem(DEVICE_ID_STORAGE_KEY, created);
    return created;
  } catch {
    // Storage disabled (private mode): a per-page id still lets the request through as a new device.
    fallback ??= randomId();
    return fallback;
  }
}
