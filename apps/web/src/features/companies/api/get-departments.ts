import type { TOption } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyKeys, companyPath } from './company-keys.ts';

/** GET /api/companies/{id}/departments: the company's departments by name. */
export const getDepartments = (id: string, signal?: AbortSignal) =>
  api.get<TOption[]>(companyPath(id, '/departments'), undefined, signal);

export const useDepartments = (id: string) =>
  useQuery({ queryKey: companyKeys.departments(id), queryFn: ({ signal }) => getDepartments(id, signal) });
