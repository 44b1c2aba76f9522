import type { TAppealPage } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/engagements/{id}/appeals: the engagement's appeals, newest first (the first page is plenty). */
export const getEngagementAppeals = (id: string, signal?: AbortSignal) =>
  api.get<TAppealPage>(`/api/engagements/${encodeURIComponent(id)}/appeals`, { sort: 'date_started|desc' }, signal);

export const useEngagementAppeals = (id: string) =>
  useQuery({
    queryKey: queryKeys.appeals.engagement(id),
    queryFn: ({ signal }) => getEngagementAppeals(id, signal),
    // 403/404: the reader does not deal with appeals here; the card shows only what they may do.
    retry: false,
  });
