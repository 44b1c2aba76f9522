import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportRoutes } from './report.routes.ts';

/** Status Determination Statements (SDS): PDF versions of approved assessments, and the blank checklist. */
export const reportsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(reportRoutes);
};
