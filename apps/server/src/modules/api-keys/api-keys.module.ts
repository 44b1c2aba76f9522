import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyRoutes } from './api-key.routes.ts';

/** API keys of API users. */
export const apiKeysModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(apiKeyRoutes);
};
