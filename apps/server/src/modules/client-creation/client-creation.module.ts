import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientCreationRoutes } from './client-creation.routes.ts';

/** Creating a client or subsidiary with its admin invited. */
export const clientCreationModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(clientCreationRoutes);
};
