import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_ROLES } from './enums.ts';
import { onboardingAudience, onboardingStepsFor, onboardingView, type TOnboardingStepName } from './onboarding.ts';
import { ONBOARDING_STEPS } from './schemas/user.ts';

const rows = (steps: readonly TOnboardingStepName[], completed: readonly TOnboardingStepName[] = []) =>
  steps.map((step) => ({ step, completed: completed.includes(step) }));

describe('onboarding steps by role', () => {
  it('gives admins of a top company all five steps in order', () => {
    expect(onboardingStepsFor('client_admin', false)).toEqual([
      'assessment_process',
      'activate_account',
      'set_company_details',
      'add_subsidiary',
      'add_users',
    ]);
  });

  it('ignores add-subsidiary for the admin of a subsidiary', () => {
    expect(onboardingStepsFor('company_admin', true)).not.toContain('add_subsidiary');
    expect(onboardingStepsFor('company_admin', true)).toHaveLength(4);
  });

  it('gives client users, approvers and specialists the first two steps', () => {
    for (const role of ['client_user', 'approver', 'specialist'] as const) {
      expect(onboardingStepsFor(role, false)).toEqual(['assessment_process', 'activate_account']);
    }
  });

  it('gives provider staff and API users no onboarding', () => {
    for (const role of ['provider_admin', 'provider_user', 'api_user'] as const) {
      expect(onboardingAudience(role)).toBeNull();
      expect(onboardingStepsFor(role, false)).toEqual([]);
    }
  });
});

describe('onboarding modal', () => {
  const all = ONBOARDING_STEPS;

  it('opens on the welcome screen while assessment-process is incomplete', () => {
    const v = onboardingView({ role: 'client_admin', companyHasParent: false, steps: rows(all, ['activate_account']) });
    expect(v).toMatchObject({ show: true, screen: 'welcome', audience: 'admin' });
  });

  it('shows the step list to an admin once the assessment process is done', () => {
    const v = onboardingView({
      role: 'client_admin',
      companyHasParent: false,
      steps: rows(all, ['assessment_process', 'activate_account']),
    });
    expect(v.screen).toBe('steps');
    expect(v.pending).toEqual(['set_company_details', 'add_subsidiary', 'add_users']);
  });

  it('congratulates an admin when every step is done, and no longer opens', () => {
    const v = onboardingView({ role: 'client_admin', companyHasParent: false, steps: rows(all, all) });
    expect(v).toMatchObject({ show: false, screen: 'congratulations', pending: [] });
  });

  it('does not wait for add-subsidiary in a subsidiary', () => {
    const done = all.filter((s) => s !== 'add_subsidiary');
    const v = onboardingView({ role: 'company_admin', companyHasParent: true, steps: rows(all, done) });
    expect(v).toMatchObject({ show: false, screen: 'congratulations' });
  });

  it('shows a client user only the welcome screen, and closes when done', () => {
    const steps = rows(['assessment_process', 'activate_account'], ['activate_account']);
    expect(onboardingView({ role: 'client_user', companyHasParent: false, steps })).toMatchObject({
      show: true,
      screen: 'welcome',
    });
    const done = rows(['assessment_process', 'activate_account'], ['assessment_process', 'activate_account']);
    expect(onboardingView({ role: 'client_user', companyHasParent: false, steps: done })).toMatchObject({
      show: false,
      screen: null,
    });
  });

  it('ignores admin-only rows for a client user', () => {
    const v = onboardingView({ role: 'specialist', companyHasParent: false, steps: rows(all, USER_STEPS_DONE) });
    expect(v.show).toBe(false);
  });

  it('never opens for a user without onboarding rows (accounts made before onboarding existed)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...USER_ROLES), fc.boolean(), (role, hasParent) => {
        const v = onboardingView({ role, companyHasParent: hasParent, steps: [] });
        return !v.show && v.screen === null;
      }),
    );
  });

  it('opens exactly when an applicable step is pending', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...USER_ROLES),
        fc.boolean(),
        fc.subarray([...all]),
        fc.subarray([...all]),
        (role, hasParent, present, completed) => {
          const v = onboardingView({ role, companyHasParent: hasParent, steps: rows(present, completed) });
          const applicable = onboardingStepsFor(role, hasParent).filter((s) => present.includes(s));
          return v.show === applicable.some((s) => !completed.includes(s));
        },
      ),
    );
  });
});

const USER_STEPS_DONE: TOnboardingStepName[] = ['assessment_process', 'activate_account'];
