import { z } from 'zod';
import { ONBOARDING_STEPS, ZOnboardingStep } from './user.ts';

/** PUT /api/users/{userId}/complete-onboarding-step (the user themself). */
export const ZCompleteOnboardingStep = z.object({
  step: z.enum(ONBOARDING_STEPS, { error: 'errors.invalidOption' }),
});
export type TCompleteOnboardingStep = z.infer<typeof ZCompleteOnboardingStep>;

/** The user's onboarding after a change: the rows, and whether the modal shows and on which screen. */
export const ZOnboardingState = z
  .object({
    steps: z.array(ZOnboardingStep),
    show: z.boolean(),
    screen: z.enum(['welcome', 'steps', 'congratulations']).nullable(),
  })
  .meta({ id: 'OnboardingState' });
export type TOnboardingState = z.infer<typeof ZOnboardingState>;
