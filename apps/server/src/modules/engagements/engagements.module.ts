import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { engagementRoutes } from './engagement.routes.ts';
import { engagementLifecycleRoutes } from './engagement-lifecycle.routes.ts';

/** Engagements: list, detail and logging one. */
export const engagementsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(engagementRoutes);
  await app.register(engagementLifecycleRoutes);
};
