import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health.routes.ts';

/** Liveness and readiness. */
export const healthModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
};
