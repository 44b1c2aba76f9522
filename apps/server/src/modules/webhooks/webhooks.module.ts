import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookRoutes } from './webhook.routes.ts';

/** Webhooks: a client group's endpoints, the signed delivery of its domain events and their log. */
export const webhooksModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(webhookRoutes);
};
