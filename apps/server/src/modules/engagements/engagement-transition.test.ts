import {
  ENGAGEMENT_ACTIONS,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TRANSITIONS,
  ERROR_KEYS,
  type TEngagementAction,
  type TEngagementStatus,
  transitionTargets,
} from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, engagements } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { transitionEngagement } from './engagement-transition.ts';

/**
 * transitionEngagement against ENGAGEMENT_TRANSITIONS on a real database: every (status, action)
 * pair either moves the row to a target the table lists, with its audit event, or answers 409
 * errors.invalidStateTransition and changes nothing; random sequences keep the row where the table says.
 */
const ctx = useTestApp();
let tenant: Tenant;
let engagementId: string;
beforeAll(async () => {
  tenant = await buildTenant(ctx.app.db);
  ({ id: engagementId } = await buildEngagement(ctx.app.db, tenant));
});

const actor = () => ({ id: tenant.clientAdmin.id });
const statusOf = async () =>
  (await ctx.app.db.select({ s: engagements.status }).from(engagements).where(eq(engagements.id, engagementId)))[0]!.s;
const setStatus = (status: TEngagementStatus) =>
  ctx.app.db.update(engagements).set({ status }).where(eq(engagements.id, engagementId));
const auditCount = async () =>
  (await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, engagementId))).length;

/** Runs one transition in its own transaction; answers the new status or the refusal. */
async function attempt(action: TEngagementAction, to?: TEngagementStatus) {
  const from = await statusOf();
  try {
    const status = await ctx.app.db.transaction((tx) =>
      transitionEngagement(
        tx,
        actor(),
        { id: engagementId, companyId: tenant.company.id, status: from },
        action,
        {},
        to,
      ),
    );
    return { ok: true as const, status };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false as const, error };
  }
}

describe('transitionEngagement', () => {
  it('allows exactly the edges of the table, with an audit event, and refuses the rest with 409', async () => {
    for (const from of ENGAGEMENT_STATUSES) {
      for (const action of ENGAGEMENT_ACTIONS) {
        const targets = transitionTargets(ENGAGEMENT_TRANSITIONS, from, action);
        for (const to of targets.length > 0 ? targets : [undefined]) {
          await setStatus(from);
          const events = await auditCount();
          const result = await attempt(action, targets.length > 1 ? to : undefined);
          if (targets.length === 0) {
            expect(result.ok, `${action} from ${from}`).toBe(false);
            expect(result.ok || [result.error.statusCode, result.error.errorKey]).toEqual([
              409,
              ERROR_KEYS.invalidTransition,
            ]);
            expect(await statusOf()).toBe(from);
            expect(await auditCount()).toBe(events);
            continue;
          }
          expect(result).toEqual({ ok: true, status: to });
          expect(await statusOf()).toBe(to);
          const logged = await ctx.app.db
            .select()
            .from(auditEvents)
            .where(and(eq(auditEvents.entityId, engagementId), eq(auditEvents.action, `engagement.${action}`)));
          expect(logged.at(-1)).toMatchObject({ entityType: 'engagement', companyId: tenant.company.id });
          expect(await auditCount()).toBe(events + 1);
        }
      }
    }
  });

  it('refuses a named target the table does not list', async () => {
    await setStatus('archived');
    const result = await attempt('restore', 'archived');
    expect(result.ok).toBe(false);
    expect(await statusOf()).toBe('archived');
  });

  it('writes the patch with the status and records it in the audit event', async () => {
    await setStatus('active');
    await ctx.app.db.transaction((tx) =>
      transitionEngagement(
        tx,
        actor(),
        { id: engagementId, companyId: tenant.company.id, status: 'active' },
        'archive',
        { archivedComment: 'Contract cancelled' },
      ),
    );
    const [row] = await ctx.app.db.select().from(engagements).where(eq(engagements.id, engagementId));
    expect(row).toMatchObject({ status: 'archived', archivedComment: 'Contract cancelled' });
    const events = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, engagementId), eq(auditEvents.action, 'engagement.archive')));
    expect(events.at(-1)).toMatchObject({
      actorId: tenant.clientAdmin.id,
      before: { status: 'active' },
      after: { status: 'archived', archivedComment: 'Contract cancelled' },
    });
  });

  it('keeps the row where the table says along random action sequences', async () => {
    const step = fc.record({
      action: fc.constantFrom(...ENGAGEMENT_ACTIONS),
      pick: fc.nat({ max: ENGAGEMENT_STATUSES.length - 1 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<TEngagementStatus>('preliminary', 'active'),
        fc.array(step, { maxLength: 6 }),
        async (start, steps) => {
          await setStatus(start);
          let model: TEngagementStatus = start;
          for (const { action, pick } of steps) {
            const targets = transitionTargets(ENGAGEMENT_TRANSITIONS, model, action);
            const to = targets.length > 1 ? targets[pick % targets.length] : undefined;
            const result = await attempt(action, to);
            expect(result.ok).toBe(targets.length > 0);
            if (result.ok) model = result.status;
            expect(targets.length === 0 || targets.includes(model)).toBe(true);
            expect(await statusOf()).toBe(model);
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
