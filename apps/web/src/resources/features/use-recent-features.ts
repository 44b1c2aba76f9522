import { FEATURE_POLL_MS, type TRecentFeatures } from '@statera/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api-client.ts';
import { companyPath } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/companies/{id}/recent-features?since=: what changed since the last poll, and what is enabled. */
export const getRecentFeatures = (companyId: string, since: string | undefined, signal?: AbortSignal) =>
  api.get<TRecentFeatures>(companyPath(companyId, '/recent-features'), { since }, signal);

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Polls the group's features every 60 s (spec §9) while signed in to a company; when a feature
 * changed (or one lapsed), the user and every list reload, so the abilities the server sends and
 * the actions the web shows follow the subscription.
 */
export function useRecentFeatures(companyId: string | null) {
  const queryClient = useQueryClient();
  const since = useRef<string | undefined>(undefined);
  const enabled = useRef<string[] | null>(null);
  const query = useQuery({
    queryKey: queryKeys.features.recent(companyId ?? ''),
    queryFn: ({ signal }) => getRecentFeatures(companyId!, since.current, signal),
    enabled: Boolean(companyId),
    refetchInterval: FEATURE_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  useEffect(() => {
    const data = query.data;
    if (!data) return;
    const first = enabled.current === null;
    const changed = !first && (data.changed.length > 0 || !sameSet(enabled.current!, data.enabled));
    since.current = data.serverTime;
    enabled.current = data.enabled;
    if (changed) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.features.all, refetchType: 'active' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.companies.all });
    }
  }, [query.data, queryClient]);
}
