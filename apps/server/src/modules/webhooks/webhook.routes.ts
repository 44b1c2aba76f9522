import {
  ZCreateWebhookEndpoint,
  ZIdParams,
  ZNoContent,
  ZUpdateWebhookEndpoint,
  ZWebhookDeliveryPage,
  ZWebhookDeliveryQuery,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookEndpointParams,
  ZWebhookEndpointWithSecret,
  ZWebhookTestQueued,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandNoContent, commandThenRead, errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhookEndpoint,
} from './webhook.service.ts';

const tags = ['webhooks'];
const reads = errorResponses(400, 401, 403, 404);
const writes = errorResponses(400, 401, 403, 404, 409);
const WHO = "The group's client admin and provider admins (`webhooks.manage`); :id is the group's top company.";

/** A client group's webhook endpoints (issue 27 item 5; docs/decisions/webhooks.md). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = { allowLoopback: app.appConfig.webhooksAllowLoopback ?? false };

  app.get(
    '/companies/:id/webhooks',
    {
      schema: {
        tags,
        summary: "The group's webhook endpoints (never their secrets)",
        description: WHO,
        params: ZIdParams,
        response: { 200: ZWebhookEndpointList, ...reads },
      },
    },
    async (request) => listWebhookEndpoints(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/companies/:id/webhooks',
    {
      schema: {
        tags,
        summary: 'Register an endpoint: an https URL of a public host and the events it receives',
        description: `The answer carries the signing secret, shown this once. ${WHO}`,
        params: ZIdParams,
        body: ZCreateWebhookEndpoint,
        response: { 201: ZWebhookEndpointWithSecret, ...writes },
      },
    },
    async (request, reply) => {
      const made = await createWebhookEndpoint(app.db, actorOf(request), request.params.id, request.body, rules);
      return reply.code(201).send(made);
    },
  );

  commandThenRead(
    app,
    {
      method: 'PUT',
      url: '/companies/:id/webhooks/:endpointId',
      schema: {
        tags,
        summary: "Change an endpoint's URL, events, description, or enable/disable it",
        description: WHO,
        params: ZWebhookEndpointParams,
        body: ZUpdateWebhookEndpoint,
        response: { 200: ZWebhookEndpoint, ...writes },
      },
    },
    {
      command: (request, actor) =>
        updateWebhookEndpoint(app.db, actor, request.params.id, request.params.endpointId, request.body, rules),
      read: (request, actor) => getWebhookEndpoint(app.db, actor, request.params.id, request.params.endpointId),
    },
  );

  commandNoContent(
    app,
    {
      method: 'DELETE',
      url: '/companies/:id/webhooks/:endpointId',
      schema: {
        tags,
        summary: 'Delete an endpoint and its delivery log',
        description: WHO,
        params: ZWebhookEndpointParams,
        response: { 204: ZNoContent, ...writes },
      },
    },
    (request) => deleteWebhookEndpoint(app.db, actorOf(request), request.params.id, request.params.endpointId),
  );

  app.post(
    '/companies/:id/webhooks/:endpointId/secret',
    {
      schema: {
        tags,
        summary: "Rotate an endpoint's signing secret (the old one stops at once; the new one is shown this once)",
        description: WHO,
        params: ZWebhookEndpointParams,
        response: { 200: ZWebhookEndpointWithSecret, ...writes },
      },
    },
    async (request) => rotateWebhookSecret(app.db, actorOf(request), request.params.id, request.params.endpointId),
  );

  app.post(
    '/companies/:id/webhooks/:endpointId/test',
    {
      schema: {
        tags,
        summary: 'Send a `webhook.test` event to this endpoint (see its delivery log)',
        description: WHO,
        params: ZWebhookEndpointParams,
        response: { 202: ZWebhookTestQueued, ...writes },
      },
    },
    async (request, reply) => {
      const queued = await sendTestWebhook(app.db, actorOf(request), request.params.id, request.params.endpointId);
      return reply.code(202).send(queued);
    },
  );

  app.get(
    '/companies/:id/webhooks/:endpointId/deliveries',
    {
      schema: {
        tags,
        summary: "An endpoint's delivery log: status, attempts, response code, latency (20 a page, newest first)",
        description: WHO,
        params: ZWebhookEndpointParams,
        querystring: ZWebhookDeliveryQuery,
        response: { 200: ZWebhookDeliveryPage, ...reads },
      },
    },
    async (request) =>
      listWebhookDeliveries(app.db, actorOf(request), request.params.id, request.params.endpointId, request.query.page),
  );
};
