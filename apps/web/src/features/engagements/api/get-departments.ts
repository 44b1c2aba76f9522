import type { TOption } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getDepartments = (companyId: string, signal?: AbortSignal) =>
  api.get<TOption[]>(`/api/companies/${encodeURIComponent(companyId)}/departments`, undefined, signal);

export const useDepartments = (companyId: string) =>
  useQuery({
    queryKey: ['companies', companyId, 'departments'],
    queryFn: ({ signal }) => getDepartments(companyId, signal),
    enabled: companyId !== '',
  });
