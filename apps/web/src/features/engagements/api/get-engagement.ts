import type { TEngagement } from '@statera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export const getEngagement = (id: string, signal?: AbortSignal) =>
  api.get<TEngagement>(`/api/engagements/${encodeURIComponent(id)}`, undefined, signal);

export const engagementQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.engagements.detail(id), queryFn: ({ signal }) => getEngagement(id, signal) });

/** Waits while `id` is empty (a page that may or may not name an engagement). */
export const useEngagement = (id: string) => useQuery({ ...engagementQueryOptions(id), enabled: id !== '' });
