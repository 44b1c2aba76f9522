import { ZApiKey } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf, authorizationTokenOf } from '../../plugins/auth.ts';
import { generateApiKey } from './api-key.service.ts';

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api-key',
    {
      config: { apiUsers: true },
      schema: {
        tags: ['auth'],
        summary: 'Generate an API key (shown once; the previous key stops working)',
        description:
          'API users (and provider admins, for themselves). Needs X-Authorization-Token (not for provider admins). Send the key as X-Api-Key on later requests. API users may call only the API-key generator and the documentation for now; later features open their routes to keys.',
        response: { 201: ZApiKey, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await generateApiKey(app.db, actorOf(request), authorizationTokenOf(request))),
  );
};
