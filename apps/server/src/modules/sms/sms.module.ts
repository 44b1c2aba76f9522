import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { smsRoutes } from './sms.routes.ts';

/** The SMS outbox. */
export const smsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(smsRoutes);
};
