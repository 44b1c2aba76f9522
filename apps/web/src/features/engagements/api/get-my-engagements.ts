import { LIMITS, type TEngagementPage, type TEngagementStatus } from '@statera/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface EngagementListParams {
  page: number;
  sort?: string;
  globalFilter?: string;
  statuses?: TEngagementStatus[];
}

export const getMyEngagements = (p: EngagementListParams, signal?: AbortSignal) =>
  api.get<TEngagementPage>(
    '/api/my-engagements',
    { page: p.page, rows: LIMITS.pageSize, sort: p.sort, globalFilter: p.globalFilter, statuses: p.statuses },
    signal,
  );

export const myEngagementsQueryOptions = (p: EngagementListParams) =>
  queryOptions({
    queryKey: ['engagements', 'mine', p],
    queryFn: ({ signal }) => getMyEngagements(p, signal),
    placeholderData: keepPreviousData,
  });

export const useMyEngagements = (p: EngagementListParams) => useQuery(myEngagementsQueryOptions(p));
