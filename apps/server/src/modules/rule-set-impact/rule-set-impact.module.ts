import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ruleSetImpactRoutes } from './rule-set-impact.routes.ts';

/** The rule-set impact report and the reassessments started from it (the job is in JOBS). */
export const ruleSetImpactModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(ruleSetImpactRoutes);
};
