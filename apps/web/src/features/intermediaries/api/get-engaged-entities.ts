import { LIMITS, type TEngagedEntityPage } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export interface EngagedEntityListParams {
  page: number;
  sort?: string;
  globalFilter?: string;
  type?: string[];
  status?: string[];
}

/** GET /api/users/{userId}/engaged-entities: the entities of the groups the user works in or manages. */
export const getEngagedEntities = (userId: string, p: EngagedEntityListParams, signal?: AbortSignal) =>
  api.get<TEngagedEntityPage>(
    userPath(userId, '/engaged-entities'),
    { page: p.page, rows: LIMITS.pageSize, sort: p.sort, globalFilter: p.globalFilter, type: p.type, status: p.status },
    signal,
  );

export const useEngagedEntities = (userId: string, p: EngagedEntityListParams) =>
  useQuery({
    queryKey: queryKeys.engagedEntities.list(userId, p),
    queryFn: ({ signal }) => getEngagedEntities(userId, p, signal),
    placeholderData: keepPreviousData,
  });
