import { ZAcceptTerms, ZContacts, ZUser, ZUserIdParams } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getContacts } from './contacts.service.ts';
import { acceptTerms } from './terms.service.ts';

const params = ZUserIdParams;
const errors = errorResponses(400, 401, 403, 404, 422);

/** The user's contacts and terms of use. */
export const userAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:userId/contacts',
    {
      schema: {
        tags: ['users'],
        summary: "Who the user can turn to: their client's manager at the provider and their administrators",
        params,
        response: { 200: ZContacts, ...errors },
      },
    },
    async (request) => getContacts(app.db, actorOf(request), request.params.userId),
  );

  app.put(
    '/users/:userId/accept-terms',
    {
      config: { apiUsers: true },
      schema: {
        tags: ['users'],
        summary: 'Accept the terms of use in force (the user themself)',
        description: 'termsVersion must be the version in force (422 errors.termsVersionOutdated).',
        params,
        body: ZAcceptTerms,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => acceptTerms(app.db, actorOf(request), request.params.userId, request.body.termsVersion),
  );
};
