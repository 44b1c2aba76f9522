import type {
  TEngagement,
  TEngagementLiability,
  TReasonableCareInput,
  TSdsReceiptInput,
  TUpdateChain,
} from '@statera/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '../../../lib/abilities.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

const path = (id: string) => `/api/engagements/${encodeURIComponent(id)}`;

/** GET /api/engagements/{id}/liability: scope, chain and receipts, fee-payer, who is liable, money at stake. */
export const getEngagementLiability = (id: string, signal?: AbortSignal) =>
  api.get<TEngagementLiability>(`${path(id)}/liability`, undefined, signal);

/**
 * Asked only when the engagement's `viewLiability` ability (the route's own rule) lets the reader
 * see the card, so a specialist's page sends no request the server would refuse.
 */
export const useEngagementLiability = (engagement: Pick<TEngagement, 'id' | 'abilities'>) =>
  useQuery({
    queryKey: queryKeys.engagements.liability(engagement.id),
    queryFn: ({ signal }) => getEngagementLiability(engagement.id, signal),
    enabled: can(engagement, 'viewLiability'),
    // 404: the engagement went away meanwhile; the card stays hidden.
    retry: false,
  });

/** PUT /api/engagements/{id}/chain {parties}: answers the card. */
export const updateChain = ({ id, body }: { id: string; body: TUpdateChain }) =>
  api.put<TEngagementLiability>(`${path(id)}/chain`, body);
/** PUT /api/engagements/{id}/chain/{partyId}/sds-receipt {receivedOn, note}: answers the card. */
export const recordSdsReceipt = ({ id, partyId, body }: { id: string; partyId: string; body: TSdsReceiptInput }) =>
  api.put<TEngagementLiability>(`${path(id)}/chain/${encodeURIComponent(partyId)}/sds-receipt`, body);
/** PUT /api/engagements/{id}/reasonable-care {notTaken, note}: answers the card. */
export const recordReasonableCare = ({ id, body }: { id: string; body: TReasonableCareInput }) =>
  api.put<TEngagementLiability>(`${path(id)}/reasonable-care`, body);

function useLiabilityMutation<V extends { id: string }>(fn: (v: V) => Promise<TEngagementLiability>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (card, v) => {
      queryClient.setQueryData(queryKeys.engagements.liability(v.id), card);
      // The history lists the change; the statement card lists the chain's addresses.
      await queryClient.invalidateQueries({ queryKey: queryKeys.engagements.contractorReports(v.id) });
      await queryClient.invalidateQueries({ queryKey: ['engagements', v.id, 'history'] });
    },
  });
}

export const useUpdateChain = () => useLiabilityMutation(updateChain);
export const useRecordSdsReceipt = () => useLiabilityMutation(recordSdsReceipt);
export const useRecordReasonableCare = () => useLiabilityMutation(recordReasonableCare);
