import type { TAppealPage } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/engagements/{id}/appeals: the engagement's appeals, newest first (the first page is plenty). */
export const getEngagementAppeals = (id: string, signal?: AbortSignal) =>
  api.get<TAppealPage>(`/api/engagements/${encodeURIComponent(id)}/appeals`, { sort: 'date_started|desc' }, signal);

/** Asked only when the engagement's `viewAppeals` ability says the reader may list its appeals. */
export const useEngagementAppeals = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.appeals.engagement(id),
    queryFn: ({ signal }) => getEngagementAppeals(id, signal),
    enabled,
  });
