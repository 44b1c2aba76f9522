import { ZErrorResponse, ZLogin, ZLoginResponse, ZRefresh, ZRefreshResponse } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { login, logout, refresh } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: {
        public: true,
        rateLimit: {
          // after body parsing, so the key can include the account's email
          hook: 'preHandler',
          max: app.appConfig.loginRateLimitMax ?? 20,
          timeWindow: '1 minute',
          keyGenerator: (req) => `${req.ip}:${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: ZLogin,
        response: { 200: ZLoginResponse, 401: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => login(app.db, app.tokens, request.body),
  );

  app.post(
    '/refresh',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token',
        body: ZRefresh,
        response: { 200: ZRefreshResponse, 401: ZErrorResponse },
      },
    },
    async (request) => refresh(app.db, app.tokens, request.body.refreshToken),
  );

  app.post(
    '/logout',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'End the session', body: ZRefresh, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await logout(app.db, request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );
};
