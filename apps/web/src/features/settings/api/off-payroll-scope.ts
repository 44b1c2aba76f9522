import type { TFinancialYearImport, TFinancialYearInput, TOffPayrollScope, TSizeProfile } from '@statera/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

const company = (id: string) => `/api/companies/${encodeURIComponent(id)}/off-payroll`;
const year = (id: string) => `/api/off-payroll/financial-years/${encodeURIComponent(id)}`;

/** GET /api/companies/{id}/off-payroll: profile, financial years, decisions with working, changes, money at stake. */
export const getOffPayrollScope = (id: string, signal?: AbortSignal) =>
  api.get<TOffPayrollScope>(company(id), undefined, signal);

export const useOffPayrollScope = (id: string) =>
  useQuery({
    queryKey: queryKeys.companies.offPayroll(id),
    queryFn: ({ signal }) => getOffPayrollScope(id, signal),
    retry: false,
  });

/** PUT /api/companies/{id}/off-payroll/profile {kind, publicAuthority, ukConnection, paysApprenticeshipLevy}. */
export const updateSizeProfile = ({ id, body }: { id: string; body: TSizeProfile }) =>
  api.put<TOffPayrollScope>(`${company(id)}/profile`, body);
/** POST /api/companies/{id}/off-payroll/financial-years: one year's figures and evidence. */
export const createFinancialYear = ({ id, body }: { id: string; body: TFinancialYearInput }) =>
  api.post<TOffPayrollScope>(`${company(id)}/financial-years`, body);
/** POST /api/companies/{id}/off-payroll/financial-years/import {years}: all or none. */
export const importFinancialYears = ({ id, body }: { id: string; body: TFinancialYearImport }) =>
  api.post<TOffPayrollScope>(`${company(id)}/financial-years/import`, body);
/** PUT /api/off-payroll/financial-years/{yearId}: new figures (the confirmation is cleared). */
export const updateFinancialYear = ({ yearId, body }: { id: string; yearId: string; body: TFinancialYearInput }) =>
  api.put<TOffPayrollScope>(year(yearId), body);
/** DELETE /api/off-payroll/financial-years/{yearId}. */
export const deleteFinancialYear = ({ yearId }: { id: string; yearId: string }) =>
  api.request<TOffPayrollScope>(year(yearId), { method: 'DELETE' });
/** PUT /api/off-payroll/financial-years/{yearId}/confirm: the client confirms the figures. */
export const confirmFinancialYear = ({ yearId }: { id: string; yearId: string }) =>
  api.put<TOffPayrollScope>(`${year(yearId)}/confirm`, undefined);

/** Every write answers the whole scope: it replaces the cached one (and engagements' cards go stale). */
function useScopeMutation<V extends { id: string }>(fn: (v: V) => Promise<TOffPayrollScope>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (scope, v) => {
      queryClient.setQueryData(queryKeys.companies.offPayroll(v.id), scope);
      await queryClient.invalidateQueries({ queryKey: queryKeys.engagements.all });
    },
  });
}

export const useUpdateSizeProfile = () => useScopeMutation(updateSizeProfile);
export const useCreateFinancialYear = () => useScopeMutation(createFinancialYear);
export const useImportFinancialYears = () => useScopeMutation(importFinancialYears);
export const useUpdateFinancialYear = () => useScopeMutation(updateFinancialYear);
export const useDeleteFinancialYear = () => useScopeMutation(deleteFinancialYear);
export const useConfirmFinancialYear = () => useScopeMutation(confirmFinancialYear);
