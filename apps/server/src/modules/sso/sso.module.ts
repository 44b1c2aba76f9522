import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoutRoutes } from './logout.routes.ts';
import { ssoRoutes } from './sso.routes.ts';

/** Single sign-on, and logout (which may end the provider's session too). */
export const ssoModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(ssoRoutes);
  await app.register(logoutRoutes);
};
