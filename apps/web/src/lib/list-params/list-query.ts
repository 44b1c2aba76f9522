import { LIMITS } from '@statera/shared';

export type FilterValue = string | string[];

/** The list parameters of spec §7 as the page holds them. */
export interface ListParams {
  page: number;
  rows: number;
  /** `field|direction`. */
  sort?: string;
  globalFilter: string;
  /** Extra filters by key; several values go out as `key[]=value`. */
  filters: Record<string, FilterValue>;
}

export type ListQuery = Record<string, string | number | readonly string[] | undefined>;

/**
 * The query a list call sends: page, rows, sort, globalFilter and each filter under its own key
 * (the API client writes arrays as `key[]=a&key[]=b`). `format` is added by exports (`xls`).
 */
export function toListQuery(params: ListParams, format?: 'datatable' | 'xls'): ListQuery {
  return {
    page: params.page,
    rows: params.rows,
    sort: params.sort,
    globalFilter: params.globalFilter || undefined,
    format,
    ...params.filters,
  };
}

export const DEFAULT_ROWS = LIMITS.pageSize;
