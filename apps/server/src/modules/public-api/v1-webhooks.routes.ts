import { ZCreateWebhookEndpoint, ZIdParams, ZNoContent, ZWebhookEndpointWithSecret } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../authz/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints } from '../webhooks/webhook.service.ts';
import { idempotent } from './idempotency.ts';
import { V1IdempotencyHeaders, V1WebhookEndpointList } from './v1.schemas.ts';
import { keyRoute } from './v1-route.ts';

/** A key's group: its API user's top company (the webhooks of a group hang there). */
const groupOf = (actor: Actor): string => {
  if (!actor.rootCompanyId) throw notFound('Company');
  return actor.rootCompanyId;
};

/**
 * The group's webhook endpoints for an integration (`webhooks:manage`): the same service and policy
 * as Settings → Webhooks (docs/decisions/webhooks.md), the group taken from the key.
 */
export const v1WebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = { allowLoopback: app.appConfig.webhooksAllowLoopback ?? false };
  const route = keyRoute('webhooks:manage');

  app.get(
    '/webhooks',
    {
      ...route,
      schema: {
        ...route.schema,
        summary: "The group's webhook endpoints (never their secrets)",
        response: { 200: V1WebhookEndpointList, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { data } = await listWebhookEndpoints(app.db, actor, groupOf(actor));
      return { data };
    },
  );

  app.post(
    '/webhooks',
    {
      ...route,
      schema: {
        ...route.schema,
        summary:
          'Register an endpoint: an https URL of a public host and the events it receives; the answer carries the signing secret, shown this once (Idempotency-Key required)',
        headers: V1IdempotencyHeaders,
        body: ZCreateWebhookEndpoint,
        response: { 201: ZWebhookEndpointWithSecret, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) =>
      idempotent(app.db, request, reply, async () => {
        const actor = actorOf(request);
        const made = await createWebhookEndpoint(app.db, actor, groupOf(actor), request.body, rules);
        return { status: 201, body: made, headers: { location: `/api/v1/webhooks/${made.id}` } };
      }),
  );

  app.delete(
    '/webhooks/:id',
    {
      ...route,
      schema: {
        ...route.schema,
        summary: 'Delete an endpoint and its delivery log',
        params: ZIdParams,
        response: { 204: ZNoContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await deleteWebhookEndpoint(app.db, actor, groupOf(actor), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
