import type { TMyDashboard, TMyDashboardQuery } from '@statera/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/my-dashboard: the signed-in user's dashboard (its kind follows their role). */
export const getMyDashboard = (query: TMyDashboardQuery, signal?: AbortSignal) =>
  api.get<TMyDashboard>('/api/my-dashboard', { heatmapBy: query.heatmapBy }, signal);

export const useMyDashboard = (query: TMyDashboardQuery) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.dashboard.mine(query),
      queryFn: ({ signal }) => getMyDashboard(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
