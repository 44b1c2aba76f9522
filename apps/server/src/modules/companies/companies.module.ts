import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyRoutes } from './company.routes.ts';
import { companyAdminRoutes } from './company-admin.routes.ts';
import { companyRelationRoutes } from './company-relations.routes.ts';
import { departmentRoutes } from './department.routes.ts';

/** Companies: lists, the company page and its changes, relations, options and departments. */
export const companiesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(companyRoutes);
  await app.register(companyAdminRoutes);
  await app.register(companyRelationRoutes);
  await app.register(departmentRoutes);
};
