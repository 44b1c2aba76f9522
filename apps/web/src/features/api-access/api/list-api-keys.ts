import type { TApiKeySummary } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/api-keys: the signed-in API user's keys (never their secrets), newest first. */
export const listApiKeys = () => api.get<TApiKeySummary[]>('/api/api-keys');

export const useApiKeys = () => useQuery({ queryKey: queryKeys.apiKeys.all, queryFn: listApiKeys });
