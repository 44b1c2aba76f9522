import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessmentRoutes } from './assessment.routes.ts';
import { assessmentLifecycleRoutes } from './assessment-lifecycle.routes.ts';

/** Assessments: reading, the workflow (start, submit, approve, return, comment) and versions. */
export const assessmentsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(assessmentRoutes);
  await app.register(assessmentLifecycleRoutes);
};
