import { ZCreateClient, ZCreatedClient } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createClient } from './create-client.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

export const clientCreationRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.publicUrl;

  app.post(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Create a client (provider staff) or, with parentId, a subsidiary; its admin is invited',
        description:
          'A new client waits (status awaiting) until its admin registers with the company tax number; a subsidiary is active at once. A name or number in use, or an admin email of a live user, answers 422 with per-field errors.',
        body: ZCreateClient,
        response: { 201: ZCreatedClient, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createClient(app.db, actorOf(request), request.body, publicUrl)),
  );
};
