import type { TCompany, TUpdateHoldingSettings } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/**
 * PUT /api/companies/{id}/holding {mediumRiskThreshold, highRiskThreshold, riskMargin,
 * changePasswordPeriod, mailVerificationPeriod, mailVerificationNewDevice, blockedPermissions,
 * continuousEmployed}: the group admin (or a provider admin); answers the company.
 */
export const updateHolding = ({ id, body }: { id: string; body: TUpdateHoldingSettings }) =>
  api.put<TCompany>(`/api/companies/${encodeURIComponent(id)}/holding`, body);

export function useUpdateHolding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHolding,
    onSuccess: async (company) => {
      queryClient.setQueryData(queryKeys.companies.detail(company.id), company);
      // The group's people carry its blocked permissions and sign-in policy.
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
