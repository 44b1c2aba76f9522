import type { TCompany } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The company query key, shared with the company pages so a save anywhere refreshes both. */
export const settingsCompanyKey = (id: string) => ['companies', id] as const;

/** GET /api/companies/{id}: the client with its group settings (`holding`) and the viewer's abilities. */
export const getGroupSettings = (id: string, signal?: AbortSignal) =>
  api.get<TCompany>(`/api/companies/${encodeURIComponent(id)}`, undefined, signal);

export const useGroupSettings = (id: string) =>
  useQuery({
    queryKey: settingsCompanyKey(id),
    queryFn: ({ signal }) => getGroupSettings(id, signal),
    enabled: id !== '',
  });
