import type {
  TActiveAssessmentCount,
  TContractChange,
  TContractChangeList,
  TContractChangesFulfilled,
  TRequestContractChange,
  TUpdateReport,
} from '@statera/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

const path = (id: string) => `/api/engagements/${encodeURIComponent(id)}`;

/** GET /api/engagements/{id}/contract-changes: every change with the answers it puts in doubt. */
export const getContractChanges = (id: string, signal?: AbortSignal) =>
  api.get<TContractChangeList>(`${path(id)}/contract-changes`, undefined, signal);

export const useContractChanges = (id: string) =>
  useQuery({
    queryKey: queryKeys.engagements.contractChanges(id),
    queryFn: ({ signal }) => getContractChanges(id, signal),
  });

/** GET /api/engagements/{id}/count-active-assessments. */
export const useActiveAssessmentCount = (id: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.engagements.activeAssessmentCount(id),
    queryFn: ({ signal }) => api.get<TActiveAssessmentCount>(`${path(id)}/count-active-assessments`, undefined, signal),
    enabled,
  });

/** POST /api/engagements/{id}/request-report-change {comment, changes}. */
export const requestContractChange = ({ id, body }: { id: string; body: TRequestContractChange }) =>
  api.post<TContractChange>(`${path(id)}/request-report-change`, body);

/** POST /api/engagements/{id}/update-report {comment, changes}: a manager changes the engagement directly. */
export const updateReport = ({ id, body }: { id: string; body: TUpdateReport }) =>
  api.post<TContractChangesFulfilled>(`${path(id)}/update-report`, body);

/** POST /api/requested-contract-changes/update-report {engagementId, contractChanges}. */
export const fulfilContractChanges = ({ id, changeIds }: { id: string; changeIds: string[] }) =>
  api.post<TContractChangesFulfilled>('/api/requested-contract-changes/update-report', {
    engagementId: id,
    contractChanges: changeIds,
  });

/** PUT /api/contract-changes/mark-as-seen {contractChangesIds}. */
export const markContractChangesSeen = ({ changeIds }: { id: string; changeIds: string[] }) =>
  api.put<void>('/api/contract-changes/mark-as-seen', { contractChangesIds: changeIds });

/** POST /api/contract-changes/{id}/reassessment: the reassessment a material change offers. */
export const startChangeReassessment = ({ changeId }: { id: string; changeId: string }) =>
  api.post<TContractChange>(`/api/contract-changes/${encodeURIComponent(changeId)}/reassessment`);

/** Every write refreshes the engagement (its fields and dates) and everything under it. */
function useEngagementMutation<V extends { id: string }, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_r, v) => queryClient.invalidateQueries({ queryKey: queryKeys.engagements.detail(v.id) }),
  });
}

export const useRequestContractChange = () => useEngagementMutation(requestContractChange);
export const useUpdateReport = () => useEngagementMutation(updateReport);
export const useFulfilContractChanges = () => useEngagementMutation(fulfilContractChanges);
export const useMarkContractChangesSeen = () => useEngagementMutation(markContractChangesSeen);
export const useStartChangeReassessment = () => useEngagementMutation(startChangeReassessment);
