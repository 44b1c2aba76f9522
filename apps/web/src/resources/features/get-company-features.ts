import type { TCompanyFeaturePage } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { companyPath } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

const QUERY = { sort: 'name|asc', rows: 20 } as const;

/** GET /api/companies/{id}/features: the group's subscriptions (a subsidiary shows its client's). */
export const getCompanyFeatures = (companyId: string, signal?: AbortSignal) =>
  api.get<TCompanyFeaturePage>(companyPath(companyId, '/features'), QUERY, signal);

export const useCompanyFeatures = (companyId: string) =>
  useQuery({
    queryKey: queryKeys.features.company(companyId, QUERY),
    queryFn: ({ signal }) => getCompanyFeatures(companyId, signal),
  });
