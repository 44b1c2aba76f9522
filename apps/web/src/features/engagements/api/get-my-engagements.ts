import { LIMITS, type TEngagementPage, type TEngagementStatus } from '@statera/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListQuery } from '../../../lib/list-params/list-query.ts';
import type { XlsExportTarget } from '../../../lib/use-xls-export.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export interface EngagementListParams {
  page: number;
  sort?: string;
  globalFilter?: string;
  statuses?: TEngagementStatus[];
  /** The other list filters (types, entity type, periods: ZEngagementListQuery), sent as they are. */
  filters?: Record<string, string | string[]>;
}

export const listQuery = (p: EngagementListParams): ListQuery => ({
  page: p.page,
  rows: LIMITS.pageSize,
  sort: p.sort,
  globalFilter: p.globalFilter,
  statuses: p.statuses,
  ...p.filters,
});

export const getMyEngagements = (p: EngagementListParams, signal?: AbortSignal) =>
  api.get<TEngagementPage>('/api/my-engagements', listQuery(p), signal);

/** The same list as a spreadsheet (format=xls, engagements.xlsx). */
export const myEngagementsExport = (p: EngagementListParams): XlsExportTarget => ({
  path: '/api/my-engagements',
  query: listQuery(p),
  fileName: 'engagements.xlsx',
});

export const myEngagementsQueryOptions = (p: EngagementListParams) =>
  queryOptions({
    queryKey: queryKeys.engagements.mine(p),
    queryFn: ({ signal }) => getMyEngagements(p, signal),
    placeholderData: keepPreviousData,
  });

export const useMyEngagements = (p: EngagementListParams) => useQuery(myEngagementsQueryOptions(p));
