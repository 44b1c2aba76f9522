import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractChangeRoutes } from './contract-change.routes.ts';

/** Contract changes: requested, fulfilled on the engagement, marked seen; the reassessment they offer. */
export const contractChangesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(contractChangeRoutes);
};
