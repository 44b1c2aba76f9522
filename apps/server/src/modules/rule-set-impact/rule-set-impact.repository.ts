import type { AnswerMap, EngagedEntityType, InterviewKind } from '@statera/determination';
import type { TAssessmentResult } from '@statera/shared';
import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  assessments,
  assessmentVersions,
  companies,
  engagedEntities,
  engagements,
  holdingSettings,
  interviews,
  rulesetImpactItems,
  rulesetImpactRuns,
  users,
} from '../../db/schema/index.ts';

export type ImpactRun = typeof rulesetImpactRuns.$inferSelect;
export type ImpactItemRow = typeof rulesetImpactItems.$inferInsert;

/** A run that has been `running` this long is taken to have died with its process, and is run again. */
export const STALE_RUN_MS = 30 * 60 * 1000;

/**
 * Claims the run of a version pair: creates it, or takes over one left running by a process that
 * died (its items are dropped). Null when the pair is done or another process is running it.
 */
export async function claimRun(db: DbOrTx, q: string, r: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(rulesetImpactRuns)
      .values({ questionnaireVersion: q, rulesetVersion: r, startedAt: now })
      .onConflictDoNothing()
      .returning({ id: rulesetImpactRuns.id });
    if (created) return created.id;
    const [stale] = await tx
      .update(rulesetImpactRuns)
      .set({ startedAt: now })
      .where(
        and(
          eq(rulesetImpactRuns.questionnaireVersion, q),
          eq(rulesetImpactRuns.rulesetVersion, r),
          eq(rulesetImpactRuns.status, 'running'),
          lt(rulesetImpactRuns.startedAt, new Date(now.getTime() - STALE_RUN_MS)),
        ),
      )
      .returning({ id: rulesetImpactRuns.id });
    if (!stale) return null;
    await tx.delete(rulesetImpactItems).where(eq(rulesetImpactItems.runId, stale.id));
    return stale.id;
  });
}

export interface LiveResult {
  assessmentId: string;
  engagementId: string;
  companyId: string;
  clientId: string;
  result: TAssessmentResult;
  questionnaireVersion: string;
  kind: InterviewKind;
  entity: EngagedEntityType;
  answers: AnswerMap;
  settings: { highRiskThreshold: number; mediumRiskThreshold: number; riskMargin: number };
}

/**
 * A page of live results after `afterId` (id order): approved, still valid on `today`, of a live
 * normal engagement (test engagements are rehearsals), with the answers of the approved version,
 * the interview's kind and questionnaire version, and the group's risk thresholds.
 */
export async function liveResults(db: DbOrTx, today: string, afterId: string | null, limit: number) {
  const client = sql<string>`coalesce(${companies.parentId}, ${companies.id})`;
  const rows = await db
    .select({
      assessmentId: assessments.id,
      engagementId: engagements.id,
      companyId: engagements.companyId,
      clientId: client,
      result: assessments.result,
      riskMargin: assessments.riskMargin,
      questionnaireVersion: interviews.questionnaireVersion,
      kind: interviews.kind,
      entity: engagedEntities.type,
      answers: assessmentVersions.answers,
      high: holdingSettings.highRiskThreshold,
      medium: holdingSettings.mediumRiskThreshold,
      margin: holdingSettings.riskMargin,
    })
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .innerJoin(interviews, eq(interviews.assessmentId, assessments.id))
    .innerJoin(
      assessmentVersions,
      and(eq(assessmentVersions.assessmentId, assessments.id), eq(assessmentVersions.version, assessments.lastVersion)),
    )
    .leftJoin(holdingSettings, eq(holdingSettings.companyId, client))
    .where(
      and(
        eq(assessments.status, 'approved'),
        gte(assessments.validUntil, today),
        eq(assessments.listed, true),
        eq(engagements.type, 'normal'),
        sql`${engagements.deletedAt} is null`,
        afterId ? gt(assessments.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(assessments.id))
    .limit(limit);
  return rows
    .filter((r) => r.result !== null)
    .map(
      (r): LiveResult => ({
        assessmentId: r.assessmentId,
        engagementId: r.engagementId,
        companyId: r.companyId,
        clientId: r.clientId,
        result: r.result as TAssessmentResult,
        questionnaireVersion: r.questionnaireVersion,
        kind: r.kind as InterviewKind,
        entity: r.entity as EngagedEntityType,
        answers: r.answers,
        settings: {
          highRiskThreshold: r.high ?? 10,
          mediumRiskThreshold: r.medium ?? 20,
          riskMargin: r.riskMargin ?? r.margin ?? 5,
        },
      }),
    );
}

export async function insertItems(db: DbOrTx, items: ImpactItemRow[]): Promise<void> {
  if (items.length > 0) await db.insert(rulesetImpactItems).values(items);
}

export async function finishRun(db: DbOrTx, id: string, assessed: number, changed: number, now: Date) {
  await db
    .update(rulesetImpactRuns)
    .set({ status: 'done', assessedCount: assessed, changedCount: changed, finishedAt: now })
    .where(eq(rulesetImpactRuns.id, id));
}

/** The clients a run's changed results belong to (for the notice). */
export async function clientCountOf(db: DbOrTx, runId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${rulesetImpactItems.clientId})::int` })
    .from(rulesetImpactItems)
    .where(eq(rulesetImpactItems.runId, runId));
  return row?.n ?? 0;
}

export async function providerAdmins(db: DbOrTx) {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.role, 'provider_admin'), inArray(users.status, ['active'])));
}
