import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingRoutes } from './onboarding.routes.ts';

/** The user's own onboarding steps. */
export const onboardingModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(onboardingRoutes);
};
