import type { FilterValue } from './list-query.ts';

/** What a list remembers between visits (spec §9: engagement filters, the assessment sort). */
export interface SavedList {
  sort?: string;
  filters?: Record<string, FilterValue>;
}

export function readSavedList(key: string | undefined): SavedList {
  if (!key) return {};
  try {
    const raw = JSON.parse(window.localStorage.getItem(key) ?? '{}') as unknown;
    if (typeof raw !== 'object' || raw === null) return {};
    const saved = raw as SavedList;
    return {
      sort: typeof saved.sort === 'string' ? saved.sort : undefined,
      filters: typeof saved.filters === 'object' && saved.filters !== null ? saved.filters : undefined,
    };
  } catch {
    return {};
  }
}

export function writeSavedList(key: string | undefined, saved: SavedList) {
  if (!key) return;
  try {
    window.localStorage.setItem(key, JSON.stringify(saved));
  } catch {
    // Storage full or disabled: the list still works, it just forgets.
  }
}
