import { ZLogoutResponse, ZNoContent, ZRefresh } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logout } from '../auth/auth.service.ts';
import { ssoLogoutUrl, ssoUrls } from './sso.service.ts';

/**
 * POST /logout lives beside single sign-on: ending a session opened through a provider also sends the
 * browser to the provider's end-session URL. Auth ends the session; this module adds the redirect, so
 * auth never depends on sso (sso opens sessions through auth).
 */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'End the session',
        description:
          "A session opened by single sign-on answers 200 with the provider's end-session URL, where the browser goes to end the provider's session too; other sessions answer 204.",
        body: ZRefresh,
        response: { 200: ZLogoutResponse, 204: ZNoContent },
      },
    },
    async (request, reply) => {
      const familyId = await logout(app.db, request.body.refreshToken);
      const redirectUrl = familyId ? await ssoLogoutUrl(app.db, familyId, ssoUrls(app.publicUrl)) : null;
      if (redirectUrl) return reply.status(200).send({ redirectUrl });
      return reply.status(204).send(null);
    },
  );
};
