import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appealManagementRoutes } from './appeal-management.routes.ts';

/** Appeal management: a company's appeal managers and its one lead appeal manager. */
export const appealManagementModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(appealManagementRoutes);
};
