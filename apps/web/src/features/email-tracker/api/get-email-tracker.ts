import type { TEmailTracker } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/engagements/{id}/notifications: the engagement's notifications and their email events. */
export const getEmailTracker = (id: string, signal?: AbortSignal) =>
  api.get<TEmailTracker>(`/api/engagements/${encodeURIComponent(id)}/notifications`, undefined, signal);

export const useEmailTracker = (id: string) =>
  useQuery({ queryKey: queryKeys.engagements.emailTracker(id), queryFn: ({ signal }) => getEmailTracker(id, signal) });
