import type { TFunction } from 'i18next';
import { ApiError } from './api-error.ts';

/** Translates a key that looks like one (errors.required), else returns the text as it is (spec §8). */
export function translateKey(t: TFunction, key: string | undefined, fallback = 'errors.internal'): string {
  if (!key) return t(fallback);
  if (/^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/.test(key)) {
    const text = t(key, { defaultValue: '' });
    return text || t(fallback);
  }
  return key;
}

/** The message to show for any thrown value: the translated error key, else the server's message. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const text = t(error.error_key, { defaultValue: '' });
    return text || error.message || t('errors.internal');
  }
  return t('errors.internal');
}
