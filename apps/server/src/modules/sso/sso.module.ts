import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ssoRoutes } from './sso.routes.ts';

/** Single sign-on. */
export const ssoModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(ssoRoutes);
};
