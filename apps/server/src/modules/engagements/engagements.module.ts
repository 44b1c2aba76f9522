import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { engagementRoutes } from './engagement.routes.ts';
import { engagementActionRoutes } from './engagement-actions.routes.ts';
import { engagementLifecycleRoutes } from './engagement-lifecycle.routes.ts';
import { engagementListRoutes } from './engagement-lists.routes.ts';

/** Engagements: lists, detail, logging one and its lifecycle (edit, archive, restore, delete, dates, transform). */
export const engagementsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(engagementRoutes);
  await app.register(engagementLifecycleRoutes);
  await app.register(engagementActionRoutes);
  await app.register(engagementListRoutes);
};
