import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardRoutes } from './dashboard.routes.ts';

/** Dashboards: `/` for every role (GET my-dashboard), its figures computed with lib/aggregate.ts. */
export const dashboardsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(dashboardRoutes);
};
