import type { TContractorReportHistory, TSendContractorReport } from '@statera/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

const path = (id: string) => `/api/engagements/${encodeURIComponent(id)}`;

/** GET /api/engagements/{id}/contractor-report-history-mails: sendings, receipts and abilities. */
export const getContractorReportHistory = (id: string, signal?: AbortSignal) =>
  api.get<TContractorReportHistory>(`${path(id)}/contractor-report-history-mails`, undefined, signal);

export const useContractorReportHistory = (id: string) =>
  useQuery({
    queryKey: queryKeys.engagements.contractorReports(id),
    queryFn: ({ signal }) => getContractorReportHistory(id, signal),
    // 403/404: the viewer does not deal with this engagement's statement; the card stays hidden.
    retry: false,
  });

/** POST /api/engagements/{id}/send-contractor-report {comment, emails}: answers the history. */
export const sendContractorReport = ({ id, body }: { id: string; body: TSendContractorReport }) =>
  api.post<TContractorReportHistory>(`${path(id)}/send-contractor-report`, body);

/** PUT /api/resend-contractor-report {engagementMailGroupId}: answers the history. */
export const resendContractorReport = ({ engagementMailGroupId }: { id: string; engagementMailGroupId: string }) =>
  api.put<TContractorReportHistory>('/api/resend-contractor-report', { engagementMailGroupId });

function useHistoryMutation<V extends { id: string }>(fn: (v: V) => Promise<TContractorReportHistory>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (history, v) => queryClient.setQueryData(queryKeys.engagements.contractorReports(v.id), history),
  });
}

export const useSendContractorReport = () => useHistoryMutation(sendContractorReport);
export const useResendContractorReport = () => useHistoryMutation(resendContractorReport);
