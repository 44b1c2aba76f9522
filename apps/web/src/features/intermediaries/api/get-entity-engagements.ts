import { LIMITS, type TRelatedEngagementPage } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { entityPath } from './entity-paths.ts';

export interface RelatedListParams {
  page: number;
  sort?: string;
  globalFilter?: string;
  statuses?: string[];
}

/** GET /api/engaged-entities/{id}/engagements: its engagements the viewer may see. */
export const getEntityEngagements = (id: string, p: RelatedListParams, signal?: AbortSignal) =>
  api.get<TRelatedEngagementPage>(entityPath(id, '/engagements'), { ...p, rows: LIMITS.pageSize }, signal);

export const useEntityEngagements = (id: string, p: RelatedListParams) =>
  useQuery({
    queryKey: queryKeys.engagedEntities.engagements(id, p),
    queryFn: ({ signal }) => getEntityEngagements(id, p, signal),
    placeholderData: keepPreviousData,
  });
