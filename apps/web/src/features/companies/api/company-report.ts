import type { TCompanyReport } from '@statera/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyPath } from '../../../resources/paths.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** How often a report being prepared is asked about (its progress moves every batch of rows). */
const POLL_MS = 1500;

/** GET /api/companies/{id}/report: state, progress and, once created, a 5-minute signed link. */
export const getCompanyReport = (id: string, signal?: AbortSignal) =>
  api.get<TCompanyReport>(companyPath(id, '/report'), undefined, signal);

/** The report while the company has one; polled while it is being prepared. */
export const useCompanyReport = (id: string, exists: boolean) =>
  useQuery({
    queryKey: queryKeys.companies.report(id),
    queryFn: ({ signal }) => getCompanyReport(id, signal),
    enabled: exists,
    refetchInterval: (query) => (query.state.data?.status === 'queued' ? POLL_MS : false),
  });

/** POST /api/companies/{id}/report (202): asks for it; the answer is the queued report. */
export function useRequestCompanyReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TCompanyReport>(companyPath(id, '/report')),
    onSuccess: async (report) => {
      queryClient.setQueryData(queryKeys.companies.report(id), report);
      await queryClient.invalidateQueries({ queryKey: queryKeys.companies.detail(id), exact: true });
    },
  });
}

/** DELETE /api/companies/{id}/report. */
export function useDeleteCompanyReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request<void>(companyPath(id, '/report'), { method: 'DELETE' }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.companies.report(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.companies.detail(id), exact: true });
    },
  });
}
