import type {
  TCreateWebhookEndpoint,
  TUpdateWebhookEndpoint,
  TWebhookDeliveryPage,
  TWebhookEndpoint,
  TWebhookEndpointList,
  TWebhookEndpointWithSecret,
} from '@statera/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

const hooks = (id: string) => `/api/companies/${encodeURIComponent(id)}/webhooks`;
const hook = (id: string, endpointId: string) => `${hooks(id)}/${encodeURIComponent(endpointId)}`;

/** GET /api/companies/{id}/webhooks: the group's endpoints (never their secrets) and `abilities.manage`. */
export const useWebhookEndpoints = (id: string) =>
  useQuery({
    queryKey: queryKeys.companies.webhooks(id),
    queryFn: ({ signal }) => api.get<TWebhookEndpointList>(hooks(id), undefined, signal),
    retry: false,
  });

/** GET …/webhooks/{endpointId}/deliveries?page: the delivery log, newest first. */
export const useWebhookDeliveries = (id: string, endpointId: string, page: number) =>
  useQuery({
    queryKey: queryKeys.companies.webhookDeliveries(id, endpointId, page),
    queryFn: ({ signal }) => api.get<TWebhookDeliveryPage>(`${hook(id, endpointId)}/deliveries`, { page }, signal),
    placeholderData: keepPreviousData,
  });

/** POST /api/companies/{id}/webhooks: answers the endpoint with its secret (shown once). */
export const createWebhook = ({ id, body }: { id: string; body: TCreateWebhookEndpoint }) =>
  api.post<TWebhookEndpointWithSecret>(hooks(id), body);
/** PUT …/webhooks/{endpointId}: URL, events, description, enabled. */
export const updateWebhook = ({
  id,
  endpointId,
  body,
}: {
  id: string;
  endpointId: string;
  body: TUpdateWebhookEndpoint;
}) => api.put<TWebhookEndpoint>(hook(id, endpointId), body);
/** DELETE …/webhooks/{endpointId}. */
export const deleteWebhook = ({ id, endpointId }: { id: string; endpointId: string }) =>
  api.request<null>(hook(id, endpointId), { method: 'DELETE' });
/** POST …/webhooks/{endpointId}/secret: a new secret, shown once. */
export const rotateWebhookSecret = ({ id, endpointId }: { id: string; endpointId: string }) =>
  api.post<TWebhookEndpointWithSecret>(`${hook(id, endpointId)}/secret`, undefined);
/** POST …/webhooks/{endpointId}/test: queues a `webhook.test` event. */
export const sendTestWebhook = ({ id, endpointId }: { id: string; endpointId: string }) =>
  api.post<{ deliveryId: string; eventId: string }>(`${hook(id, endpointId)}/test`, undefined);

/** Every write refreshes the group's endpoints and their logs. */
export function useWebhookMutation<V extends { id: string }, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_r, v) => queryClient.invalidateQueries({ queryKey: queryKeys.companies.webhooks(v.id) }),
  });
}
