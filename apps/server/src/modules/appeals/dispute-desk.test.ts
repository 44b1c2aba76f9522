import type { TAssessmentResult, TStatisticsSection } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal, buildAppealManagers } from '../../../test/factories/appeals.ts';
import { buildTenant, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { appealDecisions, assessments, users } from '../../db/schema/index.ts';

/**
 * The fair dispute desk (issue 29 item 3): whoever approved the disputed statement does not decide
 * its appeal while someone else of the group can; when nobody else can, the decision records why.
 * And the overturn rates: accepted appeals per approver, specialist and rule-set version.
 */
const ctx = useTestApp();
let t: Tenant;
let alone: Tenant;
let lead: UserRow;

beforeAll(async () => {
  [t, alone] = await Promise.all([buildTenant(ctx.app.db), buildTenant(ctx.app.db)]);
  ({ lead } = await buildAppealManagers(ctx.app.db, t));
  // The approver of the statements is also an appeal manager: in `t` beside a lead; in `alone` the only one.
  await ctx.app.db.update(users).set({ amRole: 'appeal_manager' }).where(eq(users.id, t.approver.id));
  await ctx.app.db.update(users).set({ amRole: 'lead_appeal_manager' }).where(eq(users.id, alone.approver.id));
});

const close = (user: { id: string }, id: string, payload: object) =>
  injectAs(ctx, user, { method: 'PUT', url: `/api/appeals/${id}/close`, payload });
const view = (user: { id: string }, id: string) => injectAs(ctx, user, { url: `/api/appeals/${id}` });
const decisionsOf = (id: string) => ctx.app.db.select().from(appealDecisions).where(eq(appealDecisions.appealId, id));
const RULES = 'statera-rules-test-1';

describe('who decides an appeal', () => {
  it('the approver of the disputed statement is refused while another appeal manager could decide', async () => {
    const { appeal } = await buildAppeal(ctx.app.db, ctx.app.storage, t, {
      status: 'am_processing',
      appealManagerId: t.approver.id,
    });
    expect((await view(t.approver, appeal.id)).json().abilities).toMatchObject({
      close: false,
      closeNeedsConflictReason: false,
    });
    const refused = await close(t.approver, appeal.id, { decision: 'rejected', comment: 'I stand by it.' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_key).toBe('errors.appealDeciderApprovedStatement');
    expect(await decisionsOf(appeal.id)).toEqual([]);
    // The lead, who did not approve it, decides.
    expect((await view(lead, appeal.id)).json().abilities.close).toBe(true);
    const decided = await close(lead, appeal.id, { decision: 'accepted', comment: 'The worker is right.' });
    expect(decided.statusCode).toBe(200);
    expect((await decisionsOf(appeal.id))[0]).toMatchObject({ decision: 'accepted', conflictReason: null });
  });

  it('when nobody else could decide, the approver decides and the decision records why', async () => {
    const { appeal } = await buildAppeal(ctx.app.db, ctx.app.storage, alone, {
      status: 'am_processing',
      appealManagerId: alone.approver.id,
    });
    expect((await view(alone.approver, appeal.id)).json().abilities).toMatchObject({
      close: true,
      closeNeedsConflictReason: true,
    });
    const noReason = await close(alone.approver, appeal.id, { decision: 'rejected', comment: 'No change.' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ conflictReason: ['errors.appealConflictReasonRequired'] });
    const reason = 'The only appeal manager of the group; the client has no other reviewer.';
    const ok = await close(alone.approver, appeal.id, {
      decision: 'rejected',
      comment: 'No change.',
      conflictReason: reason,
    });
    expect(ok.statusCode).toBe(200);
    expect((await view(alone.approver, appeal.id)).json().currentDecision).toMatchObject({
      decision: 'rejected',
      conflictReason: reason,
    });
  });
});

describe('GET /api/appeals/overturn-rates', () => {
  it('counts accepted appeals out of decided ones per approver, specialist and rule-set version', async () => {
    const { appeal, engagement } = await buildAppeal(ctx.app.db, ctx.app.storage, t, {
      status: 'am_processing',
      appealManagerId: lead.id,
    });
    await ctx.app.db
      .update(assessments)
      .set({ result: { rulesetVersion: RULES } as TAssessmentResult })
      .where(eq(assessments.id, engagement.assessmentId));
    expect((await close(lead, appeal.id, { decision: 'rejected', comment: 'It stands.' })).statusCode).toBe(200);
    // still running: not counted
    await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: 'am_processing', appealManagerId: lead.id });

    const res = await injectAs(ctx, t.clientAdmin, { url: '/api/appeals/overturn-rates' });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ decided: 2, accepted: 1 });
    expect(r.byApprover).toEqual([
      {
        key: t.approver.id,
        label: `${t.approver.firstName} ${t.approver.lastName}`,
        decided: 2,
        accepted: 1,
        rate: 0.5,
      },
    ]);
    expect(r.bySpecialist).toEqual([expect.objectContaining({ key: t.specialist.id, decided: 2, accepted: 1 })]);
    expect(r.byRulesetVersion).toEqual(
      expect.arrayContaining([
        { key: RULES, label: RULES, decided: 1, accepted: 0, rate: 0 },
        { key: 'unknown', label: 'Unknown', decided: 1, accepted: 1, rate: 1 },
      ]),
    );
    // another group's client admin sees none of them; a client user (no appeal right) may not ask
    expect((await injectAs(ctx, alone.clientAdmin, { url: '/api/appeals/overturn-rates' })).json()).toMatchObject({
      decided: 1,
    });
    expect((await injectAs(ctx, t.clientUser, { url: '/api/appeals/overturn-rates' })).statusCode).toBe(403);
  });

  it('the appeals statistics page shows the same rates (%) by approver, specialist and rule set', async () => {
    const res = await injectAs(ctx, t.clientAdmin, { url: '/api/statistics/appeals?period=all' });
    expect(res.statusCode, res.body).toBe(200);
    const sections = res.json().sections as TStatisticsSection[];
    const rows = (key: string) => sections.find((s) => s.key === key)?.rows.map((r) => [r.key, r.label, r.values]);
    const half = { decided: 2, accepted: 1, overturnRate: 50 };
    expect(rows('overturnByApprover')).toEqual([
      [t.approver.id, `${t.approver.firstName} ${t.approver.lastName}`, half],
    ]);
    expect(rows('overturnBySpecialist')).toEqual([[t.specialist.id, expect.any(String), half]]);
    expect(rows('overturnByRuleset')).toEqual(
      expect.arrayContaining([
        [RULES, RULES, { decided: 1, accepted: 0, overturnRate: 0 }],
        ['none', 'rulesetUnknown', { decided: 1, accepted: 1, overturnRate: 100 }],
      ]),
    );
    // Another group's page counts only its own decided appeal.
    const theirs = (await injectAs(ctx, alone.clientAdmin, { url: '/api/statistics/appeals?period=all' })).json();
    const approverRows = (theirs.sections as TStatisticsSection[]).find((s) => s.key === 'overturnByApprover')!.rows;
    expect(approverRows.map((r) => r.values.decided)).toEqual([1]);
  });
});
