import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { engagedEntityRoutes } from './engaged-entity.routes.ts';
import { engagedIndividualRoutes } from './engaged-individual.routes.ts';

/** Engaged entities (/intermediaries) and their engaged individuals; `docs/decisions/intermediaries-and-agencies.md`. */
export const engagedEntitiesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(engagedEntityRoutes);
  await app.register(engagedIndividualRoutes);
};
