/**
 * The worker's appeal key lives in this tab's sessionStorage only: /appeal/{key} moves it here and
 * replaces the address with /appeal, so the key leaves the address bar and the browser history.
 */
const STORAGE_KEY = 'statera.appealKey';

export function readAppealKey(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeAppealKey(key: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, key);
  } catch {
    // storage refused (private mode): the page still works until it is reloaded
  }
}

export function forgetAppealKey(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/** The key from what the worker pasted: the whole link from the email, or the key alone. */
export function keyFromInput(input: string): string | null {
  const text = input.trim();
  const fromLink = /\/appeal\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const key = fromLink ?? text;
  return /^[A-Za-z0-9_-]{22,100}$/.test(key) ? key : null;
}
