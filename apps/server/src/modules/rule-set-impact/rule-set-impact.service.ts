import type {
  TRuleSetImpactReport,
  TRuleSetImpactRun,
  TRuleSetImpactRuns,
  TStartImpactReassessments,
  TStartImpactReassessmentsResult,
} from '@statera/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { companies, engagements, rulesetImpactItems, rulesetImpactRuns } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertNoActiveAppeal } from '../appeals/active-appeal.ts';
import { createFollowUp, lockForLifecycle, requireFollowable } from '../assessments/reassessment.ts';
import { ruleSetImpactPolicy } from './rule-set-impact.policy.ts';

/** The items the actor may see: every one for provider admins, else those of companies they manage. */
function itemScope(actor: Actor): SQL {
  return actor.managedCompanyIds === 'all'
    ? sql`true`
    : inArray(rulesetImpactItems.companyId, actor.managedCompanyIds.length > 0 ? actor.managedCompanyIds : ['']);
}

function requireView(actor: Actor) {
  authorize(actor, 'ruleSetImpact.view');
}

const presentRun = (
  actor: Actor,
  r: typeof rulesetImpactRuns.$inferSelect,
  visibleChanged: number,
): TRuleSetImpactRun => ({
  id: r.id,
  questionnaireVersion: r.questionnaireVersion,
  rulesetVersion: r.rulesetVersion,
  status: r.status,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  assessedCount: ruleSetImpactPolicy.viewTotals(actor) ? r.assessedCount : null,
  changedCount: visibleChanged,
});

/** The runs, newest first, each with the number of changed results the actor may see (one query). */
export async function listImpactRuns(db: Db, actor: Actor): Promise<TRuleSetImpactRuns> {
  requireView(actor);
  // Joined and grouped (not a correlated subquery: with one table in a FROM, column names are unqualified).
  const rows = await db
    .select({
      run: rulesetImpactRuns,
      visible: sql<number>`(count(${rulesetImpactItems.id}) filter (where ${itemScope(actor)}))::int`,
    })
    .from(rulesetImpactRuns)
    .leftJoin(rulesetImpactItems, eq(rulesetImpactItems.runId, rulesetImpactRuns.id))
    .groupBy(rulesetImpactRuns.id)
    .orderBy(desc(rulesetImpactRuns.startedAt))
    .limit(50);
  return { runs: rows.map((r) => presentRun(actor, r.run, r.visible)) };
}

/** One run's report, grouped by client (the group's root company), the actor's part of it. */
export async function getImpactReport(db: Db, actor: Actor, id: string): Promise<TRuleSetImpactReport> {
  requireView(actor);
  const [run] = await db.select().from(rulesetImpactRuns).where(eq(rulesetImpactRuns.id, id));
  if (!run) throw notFound('Report');
  const client = sql<string>`(select c.name from ${companies} c where c.id = ${rulesetImpactItems.clientId})`;
  const rows = await db
    .select({
      item: rulesetImpactItems,
      companyName: companies.name,
      clientName: client,
      individual: engagements.engagedIndividualName,
    })
    .from(rulesetImpactItems)
    .innerJoin(companies, eq(companies.id, rulesetImpactItems.companyId))
    .innerJoin(engagements, eq(engagements.id, rulesetImpactItems.engagementId))
    .where(and(eq(rulesetImpactItems.runId, id), itemScope(actor)))
    .orderBy(client, companies.name, engagements.engagedIndividualName, rulesetImpactItems.assessmentId);
  const clients: TRuleSetImpactReport['clients'] = [];
  for (const r of rows) {
    const i = r.item;
    let group = clients.at(-1);
    if (group?.clientId !== i.clientId) {
      group = { clientId: i.clientId, clientName: r.clientName, items: [] };
      clients.push(group);
    }
    group.items.push({
      assessmentId: i.assessmentId,
      engagementId: i.engagementId,
      companyId: i.companyId,
      companyName: r.companyName,
      engagedIndividualName: r.individual,
      fromVersions: { questionnaire: i.fromQuestionnaire, ruleset: i.fromRuleset },
      from: { outcome: i.fromOutcome, employed: i.fromEmployed, riskLevel: i.fromRisk },
      to: { outcome: i.toOutcome, employed: i.toEmployed, riskLevel: i.toRisk },
      employedChange: i.toEmployed - i.fromEmployed,
      questions: i.questions,
      reassessmentId: i.reassessmentId,
      canStartReassessment: i.reassessmentId === null && ruleSetImpactPolicy.startReassessment(actor, i),
    });
  }
  return { run: presentRun(actor, run, rows.length), clients };
}

/**
 * Starts reassessments (reason rule_change, due today, same seats) for results of a report, in one
 * transaction. Every id must be an item of the run the actor may see (404 otherwise) and of a company
 * they manage (403); a result that can no longer be followed (not the current approved result, an
 * open appeal, already reassessed from this report) is skipped with the reason, the others go ahead.
 * Each reassessment is audited (`assessment.reassessment_started`) and recorded on its item.
 */
export async function startImpactReassessments(
  db: Db,
  actor: Actor,
  runId: string,
  input: TStartImpactReassessments,
): Promise<TStartImpactReassessmentsResult> {
  requireView(actor);
  const ids = [...new Set(input.assessmentIds)];
  return db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(rulesetImpactItems)
      .where(and(eq(rulesetImpactItems.runId, runId), inArray(rulesetImpactItems.assessmentId, ids), itemScope(actor)))
      .for('update');
    if (items.length !== ids.length) throw notFound('Report item');
    for (const i of items) authorize(actor, 'ruleSetImpact.startReassessment', i);
    const result: TStartImpactReassessmentsResult = { started: [], skipped: [] };
    const today = new Date().toISOString().slice(0, 10);
    for (const item of items) {
      if (item.reassessmentId) {
        result.skipped.push({ assessmentId: item.assessmentId, reason: 'already_reassessed' });
        continue;
      }
      try {
        const reassessmentId = await tx.transaction(async (sp) => {
          const { record, ctx } = await lockForLifecycle(sp, actor, item.assessmentId);
          requireFollowable(record, ctx, 'start_reassessment');
          await assertNoActiveAppeal(sp, record.engagement.id);
          return createFollowUp(
            sp,
            actor.id,
            record,
            { type: 'reassessment', dueDate: today, reassessmentReason: 'rule_change' },
            'assessment.reassessment_started',
          );
        });
        await tx.update(rulesetImpactItems).set({ reassessmentId }).where(eq(rulesetImpactItems.id, item.id));
        result.started.push({ assessmentId: item.assessmentId, reassessmentId });
      } catch (e) {
        if (!(e instanceof AppError) || e.statusCode !== 409) throw e;
        result.skipped.push({ assessmentId: item.assessmentId, reason: e.errorKey });
      }
    }
    return result;
  });
}
