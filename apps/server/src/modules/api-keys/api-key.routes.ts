import { ZApiKeyList, ZCreateApiKey, ZCreatedApiKey, ZIdParams, ZNoContent } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandNoContent, errorResponses } from '../../lib/route.ts';
import { actorOf, authorizationTokenOf } from '../../plugins/auth.ts';
import { createApiKey, listApiKeys, revokeApiKey, rotateApiKey } from './api-key.service.ts';

const NEEDS_TOKEN = 'Needs X-Authorization-Token (POST /api/authorization-tokens). The key is shown once.';

/** The API-key generator: an API user's named, scoped, expiring keys (docs/decisions/api-keys.md). */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-keys',
    {
      config: { apiUsers: true },
      schema: {
        tags: ['auth'],
        summary: "The signed-in API user's keys (never their secrets), with last use",
        response: { 200: ZApiKeyList, ...errorResponses(401, 403) },
      },
    },
    async (request) => listApiKeys(app.db, actorOf(request)),
  );

  app.post(
    '/api-keys',
    {
      config: { apiUsers: true },
      schema: {
        tags: ['auth'],
        summary: 'Make a named API key with chosen scopes and lifetime',
        description: `${NEEDS_TOKEN} Send it as X-Api-Key to /api/v1.`,
        body: ZCreateApiKey,
        response: { 201: ZCreatedApiKey, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiKey(app.db, actorOf(request), authorizationTokenOf(request), request.body)),
  );

  app.post(
    '/api-keys/:id/rotate',
    {
      config: { apiUsers: true },
      schema: {
        tags: ['auth'],
        summary: 'A new secret for a live key (same name and scopes); the old secret stops at once',
        description: NEEDS_TOKEN,
        params: ZIdParams,
        response: { 201: ZCreatedApiKey, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await rotateApiKey(app.db, actorOf(request), authorizationTokenOf(request), request.params.id)),
  );

  commandNoContent(
    app,
    {
      method: 'DELETE',
      url: '/api-keys/:id',
      config: { apiUsers: true },
      schema: {
        tags: ['auth'],
        summary: 'Revoke a key: it stops at once',
        params: ZIdParams,
        response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => revokeApiKey(app.db, actorOf(request), request.params.id),
  );
};
