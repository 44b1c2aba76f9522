import type { TInviteWorker, TResolveWorkerDifference, TWorkerAccountView } from '@statera/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

const base = (id: string) => `/api/assessments/${encodeURIComponent(id)}/worker-account`;

/** GET /api/assessments/{id}/worker-account: the worker's own account and its comparison. */
export const useWorkerAccount = (id: string) =>
  useQuery({
    queryKey: queryKeys.assessments.workerAccount(id),
    queryFn: ({ signal }) => api.get<TWorkerAccountView>(base(id), undefined, signal),
  });

function useWorkerAccountMutation<V>(id: string, run: (vars: V) => Promise<TWorkerAccountView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (view) => queryClient.setQueryData(queryKeys.assessments.workerAccount(id), view),
  });
}

/** POST /api/assessments/{id}/worker-account: ask the worker (a fresh link by email). */
export const useInviteWorker = (id: string) =>
  useWorkerAccountMutation(id, (body: TInviteWorker) => api.post<TWorkerAccountView>(base(id), body));

/** PUT /api/assessments/{id}/worker-account/differences/{questionId}: the approver's resolution. */
export const useResolveDifference = (id: string) =>
  useWorkerAccountMutation(id, ({ questionId, ...body }: TResolveWorkerDifference & { questionId: string }) =>
    api.put<TWorkerAccountView>(`${base(id)}/differences/${encodeURIComponent(questionId)}`, body),
  );
