import type { TEngagementHistory } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export const HISTORY_ROWS = 10;

/** GET /api/engagements/{id}/history: the history of changes, newest first. */
export const getEngagementHistory = (id: string, page: number, signal?: AbortSignal) =>
  api.get<TEngagementHistory>(
    `/api/engagements/${encodeURIComponent(id)}/history`,
    { page, rows: HISTORY_ROWS },
    signal,
  );

export const useEngagementHistory = (id: string, page: number) =>
  useQuery({
    queryKey: queryKeys.engagements.history(id, page),
    queryFn: ({ signal }) => getEngagementHistory(id, page, signal),
    placeholderData: keepPreviousData,
  });
