import type { KeyboardEvent, MouseEvent } from 'react';

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="combobox"]';

/** A click that should act on the row: not on a control inside it, and not the end of a text selection. */
export function isRowClick(event: MouseEvent): boolean {
  const target = event.target as HTMLElement;
  if (target.closest(INTERACTIVE)) return false;
  return !window.getSelection()?.toString();
}

/** Space or Enter on the row itself (not on a control inside it). */
export function isRowKey(event: KeyboardEvent): boolean {
  return (event.key === ' ' || event.key === 'Enter') && event.target === event.currentTarget;
}

/** `keys` with `key` added or removed. */
export function toggleKey(keys: readonly string[], key: string): string[] {
  return keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key];
}
