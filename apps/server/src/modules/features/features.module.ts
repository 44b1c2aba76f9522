import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featureRoutes } from './feature.routes.ts';

/** Feature subscriptions: the five Features calls, the recent-feature poll and the dashboard counts. */
export const featuresModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(featureRoutes);
};
