import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvImportRoutes } from './csv-import.routes.ts';

/** CSV and .xlsx imports of engagements, people, clients and subsidiaries (parse, then process). */
export const csvImportModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(csvImportRoutes);
};
