import { ZCompleteOnboardingStep, ZOnboardingState, ZUserIdParams } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { completeOwnOnboarding, completeOwnOnboardingStep } from './onboarding.service.ts';

const errors = errorResponses(400, 401, 404);

/** The signed-in user's own onboarding (another user's id answers 404). */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/:userId/complete-onboarding-step',
    {
      schema: {
        tags: ['users'],
        summary: 'Mark one of your onboarding steps done',
        params: ZUserIdParams,
        body: ZCompleteOnboardingStep,
        response: { 200: ZOnboardingState, ...errors },
      },
    },
    async (request) => completeOwnOnboardingStep(app.db, actorOf(request), request.params.userId, request.body.step),
  );

  app.put(
    '/users/:userId/complete-onboarding',
    {
      schema: {
        tags: ['users'],
        summary: 'Finish (or skip) your whole onboarding',
        params: ZUserIdParams,
        response: { 200: ZOnboardingState, ...errors },
      },
    },
    async (request) => completeOwnOnboarding(app.db, actorOf(request), request.params.userId),
  );
};
