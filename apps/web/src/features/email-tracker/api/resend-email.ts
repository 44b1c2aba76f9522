import type { TEmailTracker, TResendEmail } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

export interface ResendEmailVars {
  engagementId: string;
  messageId: string;
  body: TResendEmail;
}

/** POST /api/engagements/{id}/email-messages/{messageId}/resend {email}: answers the tracker. */
export const resendEmail = ({ engagementId, messageId, body }: ResendEmailVars) =>
  api.post<TEmailTracker>(
    `/api/engagements/${encodeURIComponent(engagementId)}/email-messages/${encodeURIComponent(messageId)}/resend`,
    body,
  );

/** Edit address and resend: the answer replaces the tracker; the changelog and the statement history reload. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: (tracker, v) => {
      queryClient.setQueryData(queryKeys.engagements.emailTracker(v.engagementId), tracker);
      void queryClient.invalidateQueries({ queryKey: queryKeys.engagements.emailChangelogs(v.engagementId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.engagements.contractorReports(v.engagementId) });
    },
  });
}
