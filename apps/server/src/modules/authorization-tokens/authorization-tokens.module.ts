import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorizationTokenRoutes } from './authorization-token.routes.ts';

/** One-time password confirmations for sensitive changes. */
export const authorizationTokensModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(authorizationTokenRoutes);
};
