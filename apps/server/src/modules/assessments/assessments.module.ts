import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessmentRoutes } from './assessment.routes.ts';
import { assessmentLifecycleRoutes } from './assessment-lifecycle.routes.ts';
import { assessmentListRoutes } from './assessment-list.routes.ts';
import { assessmentSeatRoutes } from './assessment-seats.routes.ts';
import { threadRoutes } from './thread.routes.ts';

/** Assessments: reading, the workflow (start, submit, approve, return, comment) and versions. */
export const assessmentsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(assessmentRoutes);
  await app.register(threadRoutes);
  await app.register(assessmentListRoutes);
  await app.register(assessmentSeatRoutes);
  await app.register(assessmentLifecycleRoutes);
};
