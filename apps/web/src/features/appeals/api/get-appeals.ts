import { LIMITS, type TAppealDecision, type TAppealPage, type TAppealStatus } from '@statera/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListQuery } from '../../../lib/list-params/list-query.ts';
import { userPath } from '../../../resources/paths.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export interface AppealListParams {
  page: number;
  sort?: string;
  globalFilter?: string;
  statuses?: TAppealStatus[];
  decision?: TAppealDecision;
  onlyNewComments?: boolean;
  /** The ended period as dates (YYYY-MM-DD), either side open. */
  dateEndedFrom?: string;
  dateEndedTo?: string;
  /** A dashboard number's filters, sent as they are (link-filters.ts). */
  linked?: Record<string, string | string[]>;
}

const listQuery = (p: AppealListParams): ListQuery => ({
  page: p.page,
  rows: LIMITS.pageSize,
  sort: p.sort,
  globalFilter: p.globalFilter || undefined,
  statuses: p.statuses,
  decision: p.decision,
  onlyNewComments: p.onlyNewComments ? 'true' : undefined,
  dateEndedFrom: p.dateEndedFrom,
  dateEndedTo: p.dateEndedTo,
  ...p.linked,
});

/** GET /api/users/{userId}/appeals: the appeals the user manages (or oversees), one page. */
export const getUserAppeals = (userId: string, p: AppealListParams, signal?: AbortSignal) =>
  api.get<TAppealPage>(userPath(userId, '/appeals'), listQuery(p), signal);

export const useUserAppeals = (userId: string, p: AppealListParams) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.appeals.list(userId, p),
      queryFn: ({ signal }) => getUserAppeals(userId, p, signal),
      placeholderData: keepPreviousData,
    }),
  );
