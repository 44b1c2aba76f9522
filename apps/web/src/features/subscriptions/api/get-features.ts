import type { TCompanyFeaturePage, TFeatureStatistics } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListQuery } from '../../../lib/list-params/list-query.ts';
import type { XlsExportTarget } from '../../../lib/use-xls-export.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/features: every client's subscriptions (statuses[], names[], companyId, expiring, search, sort, paging). */
export const getFeatures = (query: ListQuery, signal?: AbortSignal) =>
  api.get<TCompanyFeaturePage>('/api/features', query, signal);

/** The same list as a spreadsheet (format=xls, subscriptions.xlsx). */
export const featuresExport = (query: ListQuery): XlsExportTarget => ({
  path: '/api/features',
  query,
  fileName: 'subscriptions.xlsx',
});

export const useFeatures = (query: ListQuery) =>
  useQuery({
    queryKey: queryKeys.features.list(query),
    queryFn: ({ signal }) => getFeatures(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/features/statistics: active features and those ending within 30 days. */
export const getFeatureStatistics = (signal?: AbortSignal) =>
  api.get<TFeatureStatistics>('/api/features/statistics', undefined, signal);

export const useFeatureStatistics = () =>
  useQuery({ queryKey: queryKeys.features.statistics, queryFn: ({ signal }) => getFeatureStatistics(signal) });
