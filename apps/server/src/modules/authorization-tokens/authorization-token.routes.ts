import { ZAuthorizationToken, ZAuthorizationTokenRequest } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { issueAuthorizationToken } from './authorization-token.service.ts';

export const authorizationTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/authorization-tokens',
    {
      config: {
        apiUsers: true,
        rateLimit: { max: app.appConfig.loginRateLimitMax ?? 20, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Confirm the password: a one-time token for a sensitive change',
        description:
          'Send the token in the X-Authorization-Token header of the sensitive call (email, password, verification or permission changes, role changes, promote/degrade, API-key generation). It lives 5 minutes and works once. Provider admins need none. A wrong password answers 422 errors.wrongPassword on the password field; after 5 wrong passwords in 15 minutes every try answers 429 with Retry-After until the window ends.',
        body: ZAuthorizationTokenRequest,
        response: { 200: ZAuthorizationToken, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => issueAuthorizationToken(app.db, actorOf(request), request.body.password),
  );
};
