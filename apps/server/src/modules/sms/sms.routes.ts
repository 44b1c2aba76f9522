import { ZSmsMessagePage, ZSmsMessageQuery } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listSmsMessages } from './sms.service.ts';

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sms-messages',
    {
      schema: {
        tags: ['users'],
        summary: 'The SMS outbox, newest first (provider admins)',
        querystring: ZSmsMessageQuery,
        response: { 200: ZSmsMessagePage, ...errorResponses(401, 403) },
      },
    },
    async (request) => listSmsMessages(app.db, actorOf(request), request.query),
  );
};
