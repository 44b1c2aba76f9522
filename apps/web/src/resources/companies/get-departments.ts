import type { TOption } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { companyPath } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/companies/{id}/departments: the company's departments by name (its page; the engagement form). */
export const getDepartments = (id: string, signal?: AbortSignal) =>
  api.get<TOption[]>(companyPath(id, '/departments'), undefined, signal);

/** Waits while no company is chosen (`id` empty). */
export const useDepartments = (id: string) =>
  useQuery({
    queryKey: queryKeys.companies.departments(id),
    queryFn: ({ signal }) => getDepartments(id, signal),
    enabled: id !== '',
  });
