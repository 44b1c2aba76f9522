import {
  ERROR_KEYS,
  ONBOARDING_STEPS,
  onboardingStepsFor,
  onboardingView,
  type TOnboardingState,
  type TOnboardingStepName,
  type TUserRole,
} from '@statera/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, onboardingSteps, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';

/**
 * Marks one onboarding step of a user done, when the user has that step and it is still open.
 * Call it in the transaction of the change that completes the step (editing company details,
 * inviting someone, creating a subsidiary); returns whether anything changed.
 */
export async function completeOnboardingStep(tx: DbOrTx, userId: string, step: TOnboardingStepName): Promise<boolean> {
  const done = await tx
    .update(onboardingSteps)
    .set({ completedAt: new Date() })
    .where(and(eq(onboardingSteps.userId, userId), eq(onboardingSteps.step, step), isNull(onboardingSteps.completedAt)))
    .returning({ id: onboardingSteps.id });
  if (done.length === 0) return false;
  await recordAudit(tx, {
    actorId: userId,
    action: 'user.onboarding_step_completed',
    entityType: 'user',
    entityId: userId,
    after: { step },
  });
  return true;
}

/**
 * Gives a newly activated user the onboarding steps of their role (spec §2): every step for
 * admins (add-subsidiary only in a top company), the first two for other client-side people, none
 * for provider staff and API users. Activating the account is done by the registration itself.
 */
export async function startOnboarding(
  tx: DbOrTx,
  user: { id: string; role: TUserRole; companyHasParent: boolean },
): Promise<void> {
  await tx.delete(onboardingSteps).where(eq(onboardingSteps.userId, user.id));
  const steps = onboardingStepsFor(user.role, user.companyHasParent);
  if (steps.length === 0) return;
  const now = new Date();
  await tx
    .insert(onboardingSteps)
    .values(steps.map((step) => ({ userId: user.id, step, completedAt: step === 'activate_account' ? now : null })));
}

/** Marks every open step of the user done (the client user's "finish" on the welcome screen, or skipping). */
export async function completeOnboarding(tx: DbOrTx, userId: string): Promise<void> {
  const done = await tx
    .update(onboardingSteps)
    .set({ completedAt: new Date() })
    .where(and(eq(onboardingSteps.userId, userId), isNull(onboardingSteps.completedAt)))
    .returning({ step: onboardingSteps.step });
  if (done.length === 0) return;
  await recordAudit(tx, {
    actorId: userId,
    action: 'user.onboarding_completed',
    entityType: 'user',
    entityId: userId,
    after: { steps: done.map((d) => d.step) },
  });
}

/** The user's onboarding rows with the modal's state (whether it shows, which screen). */
export async function onboardingState(db: DbOrTx, userId: string): Promise<TOnboardingState> {
  const [user] = await db
    .select({ role: users.role, parentId: companies.parentId })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  const rows = await db.select().from(onboardingSteps).where(eq(onboardingSteps.userId, userId));
  const order = (step: string) => ONBOARDING_STEPS.indexOf(step as TOnboardingStepName);
  rows.sort((a, b) => order(a.step) - order(b.step));
  const steps = rows.map((r) => ({ id: r.id, step: r.step, completed: r.completedAt !== null, userId: r.userId }));
  if (!user) return { steps, show: false, screen: null };
  const view = onboardingView({ role: user.role, companyHasParent: user.parentId !== null, steps });
  return { steps, show: view.show, screen: view.screen };
}

/** Onboarding is the user's own: another user's id answers 404, like a missing one. */
function assertOwnOnboarding(actor: Actor, userId: string): void {
  if (actor.id !== userId) throw notFound('User');
}

/**
 * PUT users/{userId}/complete-onboarding-step: the user marks one of their own steps done; a step
 * that is not part of their onboarding is a 400 on `step`. Answers the onboarding afterwards.
 */
export async function completeOwnOnboardingStep(
  db: Db,
  actor: Actor,
  userId: string,
  step: TOnboardingStepName,
): Promise<TOnboardingState> {
  assertOwnOnboarding(actor, userId);
  const before = await onboardingState(db, actor.id);
  if (!before.steps.some((s) => s.step === step)) {
    throw new AppError(400, ERROR_KEYS.validation, 'This step is not part of your onboarding.', {
      step: ['errors.invalidOption'],
    });
  }
  await db.transaction((tx) => completeOnboardingStep(tx, actor.id, step));
  return onboardingState(db, actor.id);
}

/** PUT users/{userId}/complete-onboarding: the user finishes (or skips) their whole onboarding. */
export async function completeOwnOnboarding(db: Db, actor: Actor, userId: string): Promise<TOnboardingState> {
  assertOwnOnboarding(actor, userId);
  await db.transaction((tx) => completeOnboarding(tx, actor.id));
  return onboardingState(db, actor.id);
}
