import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maintenanceRoutes } from './maintenance.routes.ts';

/** Maintenance windows (the request hook is registered on the app by registerMaintenance). */
export const maintenanceModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(maintenanceRoutes);
};
