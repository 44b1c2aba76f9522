import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractorReportRoutes } from './contractor-report.routes.ts';
import { contractorReportPublicRoutes } from './contractor-report-public.routes.ts';

/** The statement sent to the worker and the fee-payer chain: sending, receipts, the public download. */
export const contractorReportsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(contractorReportRoutes);
  await app.register(contractorReportPublicRoutes);
};
