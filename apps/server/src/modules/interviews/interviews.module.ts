import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interviewRoutes } from './interview.routes.ts';
import { interviewEditRoutes } from './interview-edit.routes.ts';

/** The assessment questionnaire. */
export const interviewsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(interviewRoutes);
  await app.register(interviewEditRoutes);
};
