import type { TUserRole } from './enums.ts';
import { ONBOARDING_STEPS } from './schemas/user.ts';

/**
 * The onboarding modal of spec §2 as a pure function, shared by the server (which steps a user
 * gets) and the web (whether the modal shows and on which screen). Interpretation: see
 * docs/decisions/invitations-and-onboarding.md.
 */
export type TOnboardingStepName = (typeof ONBOARDING_STEPS)[number];

/** Admins (client admin, company admin) get the full list; other client-side people the first two steps. */
export type TOnboardingAudience = 'admin' | 'user';

export type TOnboardingScreen = 'welcome' | 'steps' | 'congratulations';

const USER_STEPS: readonly TOnboardingStepName[] = ['assessment_process', 'activate_account'];

export function onboardingAudience(role: TUserRole): TOnboardingAudience | null {
  if (role === 'client_admin' || role === 'company_admin') return 'admin';
  if (role === 'client_user' || role === 'approver' || role === 'specialist') return 'user';
  return null;
}

/**
 * The steps a user goes through, in display order. Add-subsidiary belongs only to a top company
 * (one that can be a parent); for a subsidiary's admin it is ignored.
 */
export function onboardingStepsFor(role: TUserRole, companyHasParent: boolean): TOnboardingStepName[] {
  const audience = onboardingAudience(role);
  if (audience === 'user') return [...USER_STEPS];
  if (audience === 'admin') return ONBOARDING_STEPS.filter((s) => s !== 'add_subsidiary' || !companyHasParent);
  return [];
}

export interface TOnboardingInput {
  role: TUserRole;
  companyHasParent: boolean;
  /** The user's onboarding rows; a step without a row is not part of this user's onboarding. */
  steps: ReadonlyArray<{ step: string; completed: boolean }>;
}

export interface TOnboardingView {
  audience: TOnboardingAudience | null;
  /** The steps that apply, in order. */
  steps: TOnboardingStepName[];
  /** The applicable steps still to do. */
  pending: TOnboardingStepName[];
  /** Whether the modal opens (on sign-in or page load). */
  show: boolean;
  /**
   * The screen of an open modal: welcome while assessment-process is incomplete, then the step list
   * (admins) while any step is incomplete, then congratulations (admins, right after the last step);
   * null means the modal closes.
   */
  screen: TOnboardingScreen | null;
}

export function onboardingView(input: TOnboardingInput): TOnboardingView {
  const audience = onboardingAudience(input.role);
  const rows = new Map(input.steps.map((s) => [s.step, s.completed]));
  const steps = onboardingStepsFor(input.role, input.companyHasParent).filter((s) => rows.has(s));
  const pending = steps.filter((s) => rows.get(s) !== true);
  let screen: TOnboardingScreen | null = null;
  if (audience && steps.length > 0) {
    if (pending.includes('assessment_process')) screen = 'welcome';
    else if (audience === 'user') screen = pending.length > 0 ? 'welcome' : null;
    else screen = pending.length > 0 ? 'steps' : 'congratulations';
  }
  return { audience, steps, pending, show: audience !== null && pending.length > 0, screen };
}
