import { APPEAL_TRANSITIONS, type TAppealAction, type TAppealStatus } from '@statera/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal, buildAppealManagers } from '../../../test/factories/appeals.ts';
import { buildTenant, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { appeals } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAppealUnscoped } from './appeal.repository.ts';
import { completeAppealReassessment } from './appeal-reassessment.ts';
import { transitionAppeal } from './appeal-transition.ts';

/**
 * Random walks of the people who move an appeal — the manager's calls (ask for more, decide either
 * way, reopen), the worker's steps and the system's (the reassessment approved, a newer SDS) — on one
 * appeal: each step lands where APPEAL_TRANSITIONS says, and a step the table lacks is refused with
 * 409 and changes nothing.
 */
const ctx = useTestApp();
let t: Tenant;
let lead: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  ({ lead } = await buildAppealManagers(ctx.app.db, t));
});

const STEPS = [
  'submit_to_contractor',
  'close_rejected',
  'close_accepted',
  'reopen',
  'start',
  'submit_to_manager',
  'complete_reassessment',
  'outdate',
] as const satisfies readonly TAppealAction[];
type Step = (typeof STEPS)[number];

const statusOf = async (id: string) =>
  (await ctx.app.db.select({ s: appeals.status }).from(appeals).where(eq(appeals.id, id)))[0]!.s;

/** Runs one step; answers the HTTP status (or 200/409 for the service-level steps). */
async function run(step: Step, appealId: string): Promise<number> {
  const put = async (url: string, payload: object) =>
    (await injectAs(ctx, lead, { method: 'PUT', url: `/api/appeals/${appealId}/${url}`, payload })).statusCode;
  switch (step) {
    case 'submit_to_contractor':
      return put('submit-to-contractor', { message: 'More please.' });
    case 'close_rejected':
      return put('close', { decision: 'rejected', comment: 'No change.' });
    case 'close_accepted':
      return put('close', { decision: 'accepted', comment: 'Reassess.' });
    case 'reopen':
      return put('reopen', { comment: 'Again.' });
    case 'complete_reassessment': {
      const before = await findAppealUnscoped(ctx.app.db, appealId);
      if (!before?.appeal.reassessmentId) return 409;
      await ctx.app.db.transaction((tx) =>
        completeAppealReassessment(tx, {
          engagementId: before.appeal.engagementId,
          reassessmentId: before.appeal.reassessmentId!,
          reportId: before.appeal.assessmentReportId!,
          actorId: lead.id,
        }),
      );
      return before.appeal.status === 'reassessment_in_progress' ? 200 : 409;
    }
    default:
      try {
        await ctx.app.db.transaction(async (tx) => {
          const row = (await findAppealUnscoped(tx, appealId, { lock: true }))!;
          await transitionAppeal(tx, null, row.appeal, step);
        });
        return 200;
      } catch (e) {
        if (e instanceof AppError) return e.statusCode;
        throw e;
      }
  }
}

describe('appeal states (property)', () => {
  it('every step follows APPEAL_TRANSITIONS; refused steps change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<TAppealStatus>('created', 'started', 'am_processing', 'contractor_processing'),
        fc.array(fc.constantFrom(...STEPS), { minLength: 1, maxLength: 7 }),
        async (from, steps) => {
          const { appeal } = await buildAppeal(ctx.app.db, ctx.app.storage, t, {
            status: from,
            appealManagerId: lead.id,
          });
          let accepted = false;
          let reopened = false;
          for (const step of steps) {
            const before = await statusOf(appeal.id);
            const target = APPEAL_TRANSITIONS[before][step]?.[0];
            const code = await run(step, appeal.id);
            const after = await statusOf(appeal.id);
            // a second acceptance is refused by the assessments' rules: the disputed result is no longer current
            if (target && !(step === 'close_accepted' && accepted)) {
              expect(code, `${before} --${step}`).toBe(200);
              expect(after, `${before} --${step}`).toBe(target);
            } else {
              expect(code, `${before} --${step}`).toBe(409);
              expect(after).toBe(before);
            }
            if (step === 'close_accepted' && code === 200) accepted = true;
            if (step === 'reopen' && code === 200) reopened = true;
            // "reopened after a decision" only once a decision was reopened, and while the appeal is not closed
            const shown = (await injectAs(ctx, lead, { url: `/api/appeals/${appeal.id}` })).json().isAfterReopened;
            expect(shown, `${steps.join(' → ')}`).toBe(reopened && !['closed', 'outdated', 'disabled'].includes(after));
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);
});
