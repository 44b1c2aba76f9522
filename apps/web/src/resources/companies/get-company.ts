import type { TCompany } from '@statera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { companyPath } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/companies/{id}: the company with the viewer's abilities (and group settings, `holding`, for its admins). */
export const getCompany = (id: string, signal?: AbortSignal) => api.get<TCompany>(companyPath(id), undefined, signal);

/** One cache entry per company: the company pages and the group settings page share it. */
export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.companies.detail(id), queryFn: ({ signal }) => getCompany(id, signal) });

export const useCompany = (id: string | null | undefined) =>
  useQuery({ ...companyQueryOptions(id ?? ''), enabled: Boolean(id) });
