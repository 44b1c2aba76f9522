import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statisticsRoutes } from './statistics.routes.ts';

/** Statistics: the seven pages, their exports and a company's statistics, from lib/aggregate.ts. */
export const statisticsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(statisticsRoutes);
};
