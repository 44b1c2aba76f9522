import {
  type AnswerMap,
  CURRENT_RULES,
  deriveRuleSet,
  QUESTIONNAIRE_VERSION,
  RULES_2_0,
  type RuleSet,
} from '@statera/determination';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedResult, playInterview } from '../../../test/factories/approved-result.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import {
  assessments,
  assessmentVersions,
  auditEvents,
  emailMessages,
  rulesetImpactItems,
} from '../../db/schema/index.ts';
import { runRuleSetImpact } from './rule-set-impact.job.ts';

const ctx = useTestApp();
const f = (o: Record<string, string | string[]>): AnswerMap =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));

/** A textbook independent business (the engine's own archetype): self-employed, low risk. */
const BUSINESS = f({
  setup_chain: 'direct',
  setup_interest: 'yes',
  setup_office: 'no',
  setup_contract: 'reflects',
  setup_intention: 'business',
  setup_governing: 'direct',
  setup_evidence: 'both',
  ps_right: 'unfettered',
  ps_genuine: 'yes',
  ps_exercised: 'not_arisen',
  ps_substitute_pays: 'worker',
  ps_helpers: 'used',
  ps_personal_attributes: 'no',
  ctl_what: 'fixed',
  ctl_move: 'no',
  ctl_how: 'worker',
  ctl_when: 'worker',
  ctl_where: 'worker',
  ctl_supervision: 'result',
  ctl_discipline: 'no',
  ctl_inherent: 'yes',
  moo_within: 'both',
  moo_offer: 'no',
  moo_accept: 'no',
  moo_pattern: 'ad_hoc',
  moo_between: 'no',
  moo_first_call: 'neither',
  fin_payment: 'fixed',
  fin_rework: 'worker',
  fin_equipment: ['significant', 'materials'],
  fin_expenses: 'significant',
  fin_loss: 'yes',
  fin_investment: 'yes',
  fin_invoice: 'yes',
  fin_insurance: 'yes',
  fin_withheld: 'quality',
  pp_manage: 'no',
  pp_benefits: 'none',
  pp_treated: 'no',
  pp_presentation: 'own',
  pp_same_work: 'no',
  pp_compared: 'different',
  pp_history: 'none',
  ob_clients: 'many',
  ob_exclusive: 'no',
  ob_history: 'many',
  ob_marketing: 'yes',
  ob_infrastructure: ['staff', 'premises'],
  ob_negotiate: 'yes',
  ob_career: 'evidenced',
  ob_income_share: 'minor',
  ob_other_work: 'neither',
  dur_length: 'short',
  dur_notice: 'breach',
  dur_termination_pay: 'compensation',
  dur_change: 'no',
});
/** The same business, but the client sets the hours: the one fact the candidate rule below decides on. */
const BUSINESS_CLIENT_HOURS = { ...BUSINESS, ctl_when: ['client'] };
/** Court-thin facts of a disguised employee: employed; high risk under rules 2.0, medium under 2.1. */
const THIN_EMPLOYEE = f({
  setup_chain: 'direct',
  ps_right: 'none',
  ps_personal_attributes: 'yes',
  ctl_what: 'client',
  ctl_how: 'client',
  ctl_when: 'client',
  moo_within: 'both',
  fin_payment: 'time',
  fin_equipment: 'none',
  pp_benefits: ['holiday', 'sick'],
  pp_manage: 'yes',
  ob_clients: 'none',
});

/**
 * The change of known effect: a candidate rule set with one more decisive rule, "the client sets the
 * working hours" → employed. It can change exactly the live results that answer ctl_when "client"
 * and are not already employed at 90% or more with nothing else to move.
 */
const CANDIDATE: RuleSet = deriveRuleSet(CURRENT_RULES, {
  version: 'statera-rules-test-known-change',
  decisiveRules: [
    ...CURRENT_RULES.decisiveRules,
    {
      id: 'client_sets_hours',
      title: 'The client sets the hours',
      outcome: 'employed',
      all: [{ q: 'ctl_when', in: ['client'] }],
      reason: 'A test rule.',
      cases: [],
    },
  ],
});

let a: Tenant;
let b: Tenant;
let providerAdmin: UserRow;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const db = ctx.app.db;
  [a, b, providerAdmin] = await Promise.all([
    buildTenant(db),
    buildTenant(db),
    buildUser(db, { role: 'provider_admin' }),
  ]);
  const make = async (name: string, t: Tenant, given: AnswerMap, rules: RuleSet, validUntil?: string) => {
    ids[name] = (
      await buildApprovedResult(db, t, playInterview(given), { rules, ...(validUntil ? { validUntil } : {}) })
    ).assessmentId;
  };
  // Determined under the current rule set (each of these is re-run under the candidate).
  await make('unaffected', a, BUSINESS, CURRENT_RULES);
  await make('affectedA', a, BUSINESS_CLIENT_HOURS, CURRENT_RULES);
  await make('affectedB', b, BUSINESS_CLIENT_HOURS, CURRENT_RULES);
  await make('lapsed', a, BUSINESS_CLIENT_HOURS, CURRENT_RULES, '2020-01-01');
  // Determined under rules 2.0 from thin facts: the real 2.0 → 2.1 change moves its band.
  await make('thin20', a, THIN_EMPLOYEE, RULES_2_0);
});

const snapshot = async () => ({
  assessments: await ctx.app.db.select().from(assessments).orderBy(asc(assessments.id)),
  versions: await ctx.app.db.select().from(assessmentVersions).orderBy(asc(assessmentVersions.id)),
});

describe('rule-set impact: what a new rule set would change', () => {
  let runId: string;

  it('re-determines every live result under the candidate and lists exactly the affected ones, changing nothing', async () => {
    const before = await snapshot();
    const stored = before.assessments.find((x) => x.id === ids.affectedA)!;
    expect(stored.result?.outcome).toBe('selfEmployed');
    const run = await runRuleSetImpact(
      ctx.app.db,
      new Date(),
      { questionnaireVersion: QUESTIONNAIRE_VERSION, rules: CANDIDATE },
      'https://statera.test',
    );
    expect(run).not.toBeNull();
    runId = run!.runId;
    // Live: unaffected, affectedA, affectedB and thin20 (the lapsed one is not live). Of these, the
    // candidate's rule fires on the two business results whose client sets the hours, and on thin20
    // (employed already, but the rule lifts it to a decided result, so its band moves as well).
    expect(run!.assessed).toBe(4);
    const items = await ctx.app.db.select().from(rulesetImpactItems).where(eq(rulesetImpactItems.runId, runId));
    expect(items.map((i) => i.assessmentId).sort()).toEqual([ids.affectedA, ids.affectedB, ids.thin20].sort());
    const itemA = items.find((i) => i.assessmentId === ids.affectedA)!;
    expect(itemA).toMatchObject({ fromOutcome: 'selfEmployed', toOutcome: 'employed', clientId: a.company.id });
    expect(itemA.toEmployed).toBeGreaterThanOrEqual(90);
    expect(itemA.questions.map((q) => [q.questionId, q.why])).toContainEqual(['ctl_when', 'rule']);
    expect(run!.changed).toBe(3);
    // Nothing was changed: every assessment row and every submitted version is as it was.
    expect(await snapshot()).toEqual(before);
  });

  it('runs once per version pair; the provider admins are told, and the run is audited', async () => {
    const again = await runRuleSetImpact(ctx.app.db, new Date(), {
      questionnaireVersion: QUESTIONNAIRE_VERSION,
      rules: CANDIDATE,
    });
    expect(again).toBeNull();
    const mails = await ctx.app.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.entityId, runId), eq(emailMessages.to, providerAdmin.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('3 of 4 live results');
    expect(mails[0]!.html).toContain(`https://statera.test/rule-set-impacts/${runId}`);
    expect(mails[0]!.text).toContain('Nothing was changed');
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, runId));
    expect(audit.map((e) => e.action)).toEqual(['ruleset_impact.completed']);
  });

  it('the real 2.0 → 2.1 change: the thin result determined under 2.0 would move from high to medium risk', async () => {
    const run = await runRuleSetImpact(ctx.app.db, new Date());
    expect(run).not.toBeNull();
    const items = await ctx.app.db.select().from(rulesetImpactItems).where(eq(rulesetImpactItems.runId, run!.runId));
    expect(items.map((i) => i.assessmentId)).toEqual([ids.thin20]);
    expect(items[0]).toMatchObject({
      fromRisk: 'high',
      toRisk: 'medium',
      fromOutcome: 'employed',
      toOutcome: 'employed',
    });
    expect(items[0]!.questions.length).toBeGreaterThan(0);
    expect(items[0]!.questions.every((q) => q.why === 'unknown')).toBe(true);
  });

  it('the report: provider admins see every client; a client admin only their own; others are refused', async () => {
    const url = `/api/ruleset-impacts/${runId}`;
    const all = (await injectAs(ctx, providerAdmin, { url })).json();
    expect(all.run.assessedCount).toBe(4);
    expect(all.clients.map((c: { clientId: string }) => c.clientId).sort()).toEqual(
      [a.company.id, b.company.id].sort(),
    );
    const mine = await injectAs(ctx, a.clientAdmin, { url });
    expect(mine.statusCode).toBe(200);
    const body = mine.json();
    expect(body.run.assessedCount).toBeNull();
    expect(body.run.changedCount).toBe(2);
    expect(body.clients).toHaveLength(1);
    const item = body.clients[0].items.find((i: { assessmentId: string }) => i.assessmentId === ids.affectedA);
    expect(item).toMatchObject({ canStartReassessment: true, employedChange: expect.any(Number) });
    expect(item.from.outcome).toBe('selfEmployed');
    expect(item.to.outcome).toBe('employed');
    const list = (await injectAs(ctx, b.clientAdmin, { url: '/api/ruleset-impacts' })).json();
    expect(list.runs.find((r: { id: string }) => r.id === runId).changedCount).toBe(1);
    for (const who of [a.clientUser, a.specialist, a.approver]) {
      expect((await injectAs(ctx, who, { url })).statusCode, who.role).toBe(403);
    }
  });

  it('a client admin starts reassessments from it; the issued result stands, a second start is skipped', async () => {
    const url = `/api/ruleset-impacts/${runId}/reassessments`;
    const denied = await injectAs(ctx, a.approver, {
      method: 'POST',
      url,
      payload: { assessmentIds: [ids.affectedA] },
    });
    expect(denied.statusCode).toBe(403);
    const foreign = await injectAs(ctx, a.clientAdmin, {
      method: 'POST',
      url,
      payload: { assessmentIds: [ids.affectedB] },
    });
    expect(foreign.statusCode).toBe(404);
    const res = await injectAs(ctx, a.clientAdmin, {
      method: 'POST',
      url,
      payload: { assessmentIds: [ids.affectedA] },
    });
    expect(res.statusCode).toBe(200);
    const { started, skipped } = res.json();
    expect(skipped).toEqual([]);
    expect(started).toHaveLength(1);
    const [re] = await ctx.app.db.select().from(assessments).where(eq(assessments.id, started[0].reassessmentId));
    expect(re).toMatchObject({ type: 'reassessment', status: 'created', reassessmentReason: 'rule_change' });
    const [issued] = await ctx.app.db.select().from(assessments).where(eq(assessments.id, ids.affectedA!));
    expect(issued).toMatchObject({ status: 'approved' });
    expect(issued!.result?.outcome).toBe('selfEmployed');
    const audit = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.entityId, [started[0].reassessmentId]));
    expect(audit.map((e) => e.action)).toContain('assessment.reassessment_started');
    const again = await injectAs(ctx, a.clientAdmin, {
      method: 'POST',
      url,
      payload: { assessmentIds: [ids.affectedA] },
    });
    expect(again.json()).toEqual({
      started: [],
      skipped: [{ assessmentId: ids.affectedA, reason: 'already_reassessed' }],
    });
    const bad = await injectAs(ctx, a.clientAdmin, { method: 'POST', url, payload: { assessmentIds: [] } });
    expect(bad.statusCode).toBe(400);
  });
});
