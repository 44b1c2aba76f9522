import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailTrackerRoutes } from './email-tracker.routes.ts';
import { emailWebhookRoutes } from './email-webhook.routes.ts';

/** The email delivery tracker: an engagement's notifications and events, resends, the signed webhook. */
export const emailTrackerModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(emailTrackerRoutes);
  await app.register(emailWebhookRoutes);
};
