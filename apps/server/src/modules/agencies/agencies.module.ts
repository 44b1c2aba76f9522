import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyRoutes } from './agency.routes.ts';

/** Agencies (/agencies): `docs/decisions/intermediaries-and-agencies.md`. */
export const agenciesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(agencyRoutes);
};
