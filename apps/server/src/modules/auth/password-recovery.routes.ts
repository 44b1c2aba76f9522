import {
  ZNoContent,
  ZPasswordRecoveryRequest,
  ZPasswordRecoverySet,
  ZPasswordRecoveryToken,
  ZTokenParams,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandNoContent, errorResponses } from '../../lib/route.ts';
import { recoverPassword, recoveryTokenEmail, requestPasswordRecovery } from './password-recovery.service.ts';

/** Forgotten password by email (spec §7 password-recovery-tokens). */
export const passwordRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.publicUrl;

  commandNoContent(
    app,
    {
      method: 'POST',
      url: '/password-recovery-tokens',
      config: {
        public: true,
        rateLimit: {
          hook: 'preHandler',
          max: app.appConfig.loginRateLimitMax ?? 20,
          timeWindow: '1 minute',
          keyGenerator: (req) => `${req.ip}:${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Email a password recovery link',
        description:
          'Always 204 after the same minimum time, whether or not the address belongs to an active account. The link lives 1 hour. Limited to 5 requests per address and 20 per client per hour: then 429 with Retry-After, the same for every address.',
        body: ZPasswordRecoveryRequest,
        response: { 204: ZNoContent, ...errorResponses(400, 429) },
      },
    },
    (request) => requestPasswordRecovery(app.db, request.body.email, publicUrl, request.ip),
  );

  app.get(
    '/password-recovery-tokens/:token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'The email a live recovery link belongs to',
        params: ZTokenParams,
        response: { 200: ZPasswordRecoveryToken, ...errorResponses(400, 404) },
      },
    },
    async (request) => recoveryTokenEmail(app.db, request.params.token),
  );

  commandNoContent(
    app,
    {
      method: 'PUT',
      url: '/password-recovery-tokens/:token/password',
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a recovery link (signs the user out everywhere)',
        params: ZTokenParams,
        body: ZPasswordRecoverySet,
        response: { 204: ZNoContent, ...errorResponses(400, 404) },
      },
    },
    (request) => recoverPassword(app.db, request.params.token, request.body.password),
  );
};
