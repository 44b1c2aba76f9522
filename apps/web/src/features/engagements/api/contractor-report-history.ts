import type { TContractorReportHistory, TSendContractorReport } from '@statera/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

const path = (id: string) => `/api/engagements/${encodeURIComponent(id)}`;

/** GET /api/engagements/{id}/contractor-report-history-mails: sendings, receipts and abilities. */
export const getContractorReportHistory = (id: string, signal?: AbortSignal) =>
  api.get<TContractorReportHistory>(`${path(id)}/contractor-report-history-mails`, undefined, signal);

/** While an email of a sending waits in the outbox, its receipt is asked for again this often. */
export const RECEIPT_POLL_MS = 3000;

/** Whether a sending still has an email on its way to the mail server (its receipt will change by itself). */
export const deliveryPending = (h: TContractorReportHistory | undefined): boolean =>
  h?.data.some((g) => g.recipients.some((r) => r.emailStatus === 'queued')) ?? false;

/**
 * Asked only when the engagement's `viewContractorReports` ability lets the reader see the sendings;
 * asked again every few seconds while an email is queued, so "Queued" turns into "Sent" (or
 * "Failed") without a reload, and no more once every delivery has settled.
 */
export const useContractorReportHistory = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.engagements.contractorReports(id),
    queryFn: ({ signal }) => getContractorReportHistory(id, signal),
    enabled,
    refetchInterval: (q) => (deliveryPending(q.state.data) ? RECEIPT_POLL_MS : false),
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
