import type { TAppeal } from '@statera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { appealPath } from './appeal-path.ts';

/** GET /api/appeals/{id}: the manager's view, with every thread, the internal notes and the abilities. */
export const getAppeal = (id: string, signal?: AbortSignal) => api.get<TAppeal>(appealPath(id), undefined, signal);

export const appealQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.appeals.detail(id), queryFn: ({ signal }) => getAppeal(id, signal) });

export const useAppeal = (id: string) => useQuery(appealQueryOptions(id));
