import type { TOption } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/company-options: the companies the viewer manages (invite target, list filter). */
export const getManagedCompanies = (signal?: AbortSignal) => api.get<TOption[]>('/api/company-options', {}, signal);

export const useManagedCompanies = (enabled = true) =>
  useQuery({
    queryKey: ['company-options', ''],
    queryFn: ({ signal }) => getManagedCompanies(signal),
    enabled,
    staleTime: 60_000,
  });
