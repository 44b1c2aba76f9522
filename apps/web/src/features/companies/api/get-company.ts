import type { TCompany } from '@statera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyKeys, companyPath } from './company-keys.ts';

/** GET /api/companies/{id}: the company page with the viewer's abilities (and group settings for its admins). */
export const getCompany = (id: string, signal?: AbortSignal) => api.get<TCompany>(companyPath(id), undefined, signal);

export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: ({ signal }) => getCompany(id, signal) });

export const useCompany = (id: string | null | undefined) =>
  useQuery({ ...companyQueryOptions(id ?? ''), enabled: Boolean(id) });
