import type { TUserOption } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type SeatRole = 'specialist' | 'approver';

export const getUserOptions = (companyId: string, role: SeatRole, signal?: AbortSignal) =>
  api.get<TUserOption[]>(`/api/companies/${encodeURIComponent(companyId)}/user-options`, { role }, signal);

export const useUserOptions = (companyId: string, role: SeatRole) =>
  useQuery({
    queryKey: ['companies', companyId, 'user-options', role],
    queryFn: ({ signal }) => getUserOptions(companyId, role, signal),
    enabled: companyId !== '',
  });
