import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_ROWS, type FilterValue, type ListParams, type ListQuery, toListQuery } from './list-query.ts';
import { readSavedList, type SavedList, writeSavedList } from './list-storage.ts';

export interface FilterSpec {
  /** Takes several values (sent as `key[]=value`). */
  many?: boolean;
  /** Allowed values; anything else in the URL or storage is ignored. */
  values?: readonly string[];
  /** Read from the URL only, never remembered (a link's one-off filter, e.g. one import's engagements). */
  transient?: boolean;
}

export interface ListParamsConfig {
  filters?: Record<string, FilterSpec>;
  /** Sort when neither the URL nor storage names one, e.g. 'due_date|asc'. */
  defaultSort?: string;
  /** localStorage key under which the `persist` parts are remembered. */
  storageKey?: string;
  persist?: readonly ('filters' | 'sort')[];
  rows?: number;
}

const SORT_PATTERN = /^[a-zA-Z_.]+\|(asc|desc)$/;
const isSort = (s: string | null | undefined): s is string => !!s && SORT_PATTERN.test(s);

function asArray(value: FilterValue | null | undefined): string[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function cleanFilter(spec: FilterSpec | undefined, raw: string[]): FilterValue | undefined {
  if (!spec) return undefined;
  const values = raw.filter((v) => v !== '' && (!spec.values || spec.values.includes(v)));
  if (values.length === 0) return undefined;
  return spec.many ? values : values[0];
}

function cleanFilters(specs: Record<string, FilterSpec>, get: (key: string) => string[]) {
  const out: Record<string, FilterValue> = {};
  for (const [key, spec] of Object.entries(specs)) {
    const value = cleanFilter(spec, get(key));
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * List state kept in the URL: page, sort, globalFilter and each filter key (several values repeat
 * the key). The parts named in `persist` are also remembered in localStorage and restored (into the
 * URL too) when the URL names none of them (spec §9). Changing search, sort or a filter goes back to
 * page 1. `query` is ready for the list call.
 *
 * @example const list = useListParams({ filters: { statuses: { many: true } }, defaultSort: 'due_date|asc' });
 *          useQuery({ queryKey: ['x', list.query], queryFn: () => api.get('/api/x', list.query) });
 */
export function useListParams(config: ListParamsConfig = {}) {
  const [search, setSearch] = useSearchParams();
  const { filters: specs = {}, defaultSort, storageKey, persist = [], rows = DEFAULT_ROWS } = config;
  const keepFilters = persist.includes('filters');
  const keepSort = persist.includes('sort');
  const saved = useRef<SavedList | null>(null);
  saved.current ??= readSavedList(storageKey);

  const urlHasFilters = Object.keys(specs).some((k) => search.has(k));
  const storedFilters = keepFilters && !urlHasFilters && saved.current.filters;
  const filters = storedFilters
    ? cleanFilters(specs, (key) => asArray(saved.current?.filters?.[key]))
    : cleanFilters(specs, (key) => search.getAll(key));
  const urlSort = search.get('sort');
  const storedSort = keepSort && !isSort(urlSort) ? saved.current.sort : undefined;
  const params: ListParams = {
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
    rows,
    sort: [urlSort, storedSort, defaultSort].find(isSort),
    globalFilter: search.get('globalFilter') ?? '',
    filters,
  };
  const restored =
    (storedFilters && Object.keys(filters).length > 0) || (isSort(storedSort) && storedSort !== defaultSort);

  /** Writes `next` into the URL (dropping defaults) and remembers the persisted parts. */
  const write = (next: ListParams, replace: boolean) => {
    const url = new URLSearchParams(search);
    for (const key of ['page', 'sort', 'globalFilter', ...Object.keys(specs)]) url.delete(key);
    if (next.page > 1) url.set('page', String(next.page));
    if (next.sort && next.sort !== defaultSort) url.set('sort', next.sort);
    if (next.globalFilter) url.set('globalFilter', next.globalFilter);
    for (const [key, value] of Object.entries(next.filters)) for (const v of asArray(value)) url.append(key, v);
    if (storageKey && persist.length > 0) {
      const remembered: SavedList = {};
      if (keepSort && next.sort && next.sort !== defaultSort) remembered.sort = next.sort;
      if (keepFilters) {
        remembered.filters = Object.fromEntries(Object.entries(next.filters).filter(([key]) => !specs[key]?.transient));
      }
      saved.current = remembered;
      writeSavedList(storageKey, remembered);
    }
    if (url.toString() !== search.toString()) setSearch(url, { replace });
  };

  // A list restored from storage shows its filters in the address as well.
  const writeRef = useRef(write);
  writeRef.current = write;
  const paramsRef = useRef(params);
  paramsRef.current = params;
  useEffect(() => {
    if (restored) writeRef.current(paramsRef.current, true);
  }, [restored]);

  const setFilters = (values: Record<string, FilterValue | null | undefined>) => {
    const next = { ...params.filters };
    for (const [key, value] of Object.entries(values)) {
      const cleaned = cleanFilter(specs[key], asArray(value));
      if (cleaned === undefined) delete next[key];
      else next[key] = cleaned;
    }
    write({ ...params, filters: next, page: 1 }, false);
  };

  const query: ListQuery = toListQuery(params);
  return {
    params,
    query,
    /** Any filter or search text set (enables the reset-filters button). */
    filtersActive: Object.keys(params.filters).length > 0 || params.globalFilter !== '',
    setPage: (page: number) => write({ ...params, page }, false),
    setSort: (sort: string) => write({ ...params, sort, page: 1 }, false),
    /** The search text, already debounced and trimmed (SearchBox does both). */
    setGlobalFilter: (globalFilter: string) => {
      if (globalFilter !== params.globalFilter) write({ ...params, globalFilter, page: 1 }, true);
    },
    /** Sets one filter; null, '' or [] clears it. */
    setFilter: (key: string, value: FilterValue | null | undefined) => setFilters({ [key]: value }),
    /** Sets several filters in one step (filters that change together, e.g. a period and its dates). */
    setFilters,
    /** Clears every filter and the search text; the sort stays. */
    resetFilters: () => write({ ...params, filters: {}, globalFilter: '', page: 1 }, false),
  };
}

/** Spec §9 defaults of the lists that remember state locally. */
export const LIST_PRESETS = {
  /** Engagement list filters (and sort) are remembered. */
  engagements: { storageKey: 'statera.engagements.list', persist: ['filters', 'sort'] },
  /** Assessments sort by due date ascending by default, and the chosen sort is remembered. */
  assessments: { storageKey: 'statera.assessments.list', persist: ['sort'], defaultSort: 'due_date|asc' },
} as const satisfies Record<string, ListParamsConfig>;
