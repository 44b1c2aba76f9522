import type { TUserOption } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/gt-user-options (provider admins): active provider staff by name or email. */
export const getGtUserOptions = (queryString: string, signal?: AbortSignal) =>
  api.get<TUserOption[]>('/api/gt-user-options', { queryString: queryString || undefined }, signal);

export const useGtUserOptions = (queryString: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.gtUserOptions(queryString),
    queryFn: ({ signal }) => getGtUserOptions(queryString, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
