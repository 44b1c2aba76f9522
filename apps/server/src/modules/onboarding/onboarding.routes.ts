import { ERROR_KEYS, ZCompleteOnboardingStep, ZErrorResponse, ZOnboardingState } from '@statera/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { actorOf } from '../../plugins/auth.ts';
import { completeOnboarding, completeOnboardingStep, onboardingState } from './onboarding.service.ts';

const params = z.object({ userId: z.uuid() });
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };

/** Onboarding is the user's own: another user's id answers 404, like a missing one. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/:userId/complete-onboarding-step',
    {
      schema: {
        tags: ['users'],
        summary: 'Mark one of your onboarding steps done',
        params,
        body: ZCompleteOnboardingStep,
        response: { 200: ZOnboardingState, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (actor.id !== request.params.userId) throw notFound('User');
      const { step } = request.body;
      const before = await onboardingState(app.db, actor.id);
      if (!before.steps.some((s) => s.step === step)) {
        throw new AppError(400, ERROR_KEYS.validation, 'This step is not part of your onboarding.', {
          step: ['errors.invalidOption'],
        });
      }
      await app.db.transaction((tx) => completeOnboardingStep(tx, actor.id, step));
      return onboardingState(app.db, actor.id);
    },
  );

  app.put(
    '/users/:userId/complete-onboarding',
    {
      schema: {
        tags: ['users'],
        summary: 'Finish (or skip) your whole onboarding',
        params,
        response: { 200: ZOnboardingState, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (actor.id !== request.params.userId) throw notFound('User');
      await app.db.transaction((tx) => completeOnboarding(tx, actor.id));
      return onboardingState(app.db, actor.id);
    },
  );
};
