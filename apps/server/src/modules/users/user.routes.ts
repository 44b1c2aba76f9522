import { ZErrorResponse, ZUser } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import { getUser } from './user.service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:userId',
    {
      schema: {
        tags: ['users'],
        summary: 'A user, with the abilities of the signed-in user when it is themselves',
        params: z.object({ userId: z.uuid() }),
        response: { 200: ZUser, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => getUser(app.db, actorOf(request), request.params.userId),
  );
};
