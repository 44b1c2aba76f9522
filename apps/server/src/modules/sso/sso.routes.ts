import {
  ZLoginResponse,
  ZSsoCallbackQuery,
  ZSsoLoginParams,
  ZSsoRedirectLink,
  ZSsoRedirectLinkQuery,
} from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { completeSsoCallback, loginWithSsoToken, ssoUrls, startSsoLogin } from './sso.service.ts';

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = ssoUrls(app.publicUrl);

  app.get(
    '/sso-redirect-link',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Start a single sign-on',
        description:
          "Answers the provider's authorization URL (authorization code flow with PKCE). The browser goes there; the provider sends it back through /api/sso/callback to the web page /sso-login/{token}, whose token POST /api/sso-login/{token} exchanges for a session. `redirect` is the path to return to afterwards.",
        querystring: ZSsoRedirectLinkQuery,
        response: { 200: ZSsoRedirectLink, ...errorResponses(404, 503) },
      },
    },
    async (request) => ({ link: await startSsoLogin(app.db, request.query, urls) }),
  );

  app.get(
    '/sso/callback',
    { config: { public: true }, schema: { hide: true, querystring: ZSsoCallbackQuery } },
    async (request, reply) => {
      const search = request.raw.url?.split('?')[1] ?? '';
      const result = await completeSsoCallback(app.db, new URL(`${urls.callback}?${search}`));
      if (result.refusal) request.log.warn({ reason: result.refusal }, 'single sign-on refused');
      return reply.redirect(result.location, 302);
    },
  );

  app.post(
    '/sso-login/:token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Complete a single sign-on',
        description:
          'Exchanges the one-time token (single use, 5 minutes) for a session; the answer is that of POST /api/login with status OK. No verification code or password change is asked: the provider authenticated the user.',
        params: ZSsoLoginParams,
        response: { 200: ZLoginResponse, ...errorResponses(401) },
      },
    },
    async (request) => loginWithSsoToken(app.db, app.tokens, request.params.token),
  );
};
