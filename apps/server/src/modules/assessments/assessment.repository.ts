import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Actor } from '../../authz/actor.ts';
import { inAssessmentScope } from '../../authz/record-scopes.ts';
import {
  assessmentByIdInReach,
  assessmentReadScope,
  preparedAppealReach,
  preparedEngagementScope,
} from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  assessmentReports,
  assessments,
  companies,
  engagedEntities,
  engagedIndividuals,
  engagements,
  holdingSettings,
  interviewAnswers,
  interviews,
  users,
} from '../../db/schema/index.ts';
import { preparedQuery } from '../../lib/prepared.ts';
import { reportRowsOf, reportsJson } from '../reports/report-versions-json.ts';
import { threadRowsOf, threadsJson } from './threads.repository.ts';

/**
 * An assessment with what its rules need from the engagement, scoped to the actor; null when out of
 * reach. `actor` null: unscoped, for a step another module's rules already authorized (an accepted appeal).
 */
export async function findAssessment(db: DbOrTx, actor: Actor | null, id: string, opts: { lock?: boolean } = {}) {
  if (actor && !opts.lock) {
    // The reads (the assessment page, every check before a change's transaction): prepared, per scope shape.
    const scope = preparedEngagementScope(actor);
    const reach = preparedAppealReach(actor);
    const [row] = await scopedAssessmentQuery(
      db,
      `assessment_scoped_${scope.shape}_${reach.shape}`,
      scope.where,
      reach.where,
    ).execute({ id, ...scope.values, ...reach.values });
    return row ?? null;
  }
  const scope = actor ? assessmentReadScope(actor) : undefined;
  const q = selectAssessmentRecord(db).where(and(eq(assessments.id, id), scope));
  const [row] = opts.lock ? await q.for('update', { of: assessments }) : await q;
  return row ?? null;
}

const recordFields = {
  assessment: assessments,
  engagement: {
    id: engagements.id,
    companyId: engagements.companyId,
    status: engagements.status,
    type: engagements.type,
    transformedAt: engagements.transformedAt,
  },
  company: { id: companies.id, name: companies.name, parentId: companies.parentId },
  entity: { name: engagedEntities.name, type: engagedEntities.type },
  individualName: engagedIndividuals.name,
  interviewId: interviews.id,
  interviewKind: interviews.kind,
};

const selectAssessmentRecord = (db: DbOrTx) => withRecordJoins(db.select(recordFields).from(assessments).$dynamic());

// biome-ignore lint/suspicious/noExplicitAny: any dynamic select from `assessments`
const withRecordJoins = <Q extends PgSelect<'assessments', any, any>>(q: Q) =>
  q
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .leftJoin(interviews, eq(interviews.assessmentId, assessments.id));

/** `findAssessment`'s read, prepared: the same scope as `assessmentReadScope`. */
const scopedAssessmentQuery = preparedQuery(
  (db: DbOrTx, name: string, engagementScopeSql: SQL, appealReachSql: SQL | null) =>
    selectAssessmentRecord(db).where(assessmentByIdInReach(engagementScopeSql, appealReachSql)).prepare(name),
);
export type AssessmentRecord = NonNullable<Awaited<ReturnType<typeof findAssessment>>>;

/** The assessment of an interview, if the actor may open it (the scope in the query); else null. */
export async function findAssessmentIdByInterview(
  db: DbOrTx,
  actor: Actor,
  interviewId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: interviews.assessmentId })
    .from(interviews)
    .where(and(eq(interviews.id, interviewId), inAssessmentScope(actor, interviews.assessmentId)));
  return row?.id ?? null;
}

/** The interview's current answers, in the order they were given. */
export async function loadAnswers(db: DbOrTx, interviewId: string): Promise<Record<string, string[]>> {
  const rows = await answersQuery(db, 'interview_answers').execute({ interviewId });
  return Object.fromEntries(rows.map((r) => [r.questionId, r.answerIds]));
}
const answersQuery = preparedQuery((db: DbOrTx, name: string) =>
  db
    .select({ questionId: interviewAnswers.questionId, answerIds: interviewAnswers.answerIds })
    .from(interviewAnswers)
    .where(eq(interviewAnswers.interviewId, sql.placeholder('interviewId')))
    .orderBy(asc(interviewAnswers.dateAnswered))
    .prepare(name),
);

export async function riskSettingsOf(db: DbOrTx, rootCompanyId: string) {
  const [s] = await db
    .select({
      highRiskThreshold: holdingSettings.highRiskThreshold,
      mediumRiskThreshold: holdingSettings.mediumRiskThreshold,
      riskMargin: holdingSettings.riskMargin,
    })
    .from(holdingSettings)
    .where(eq(holdingSettings.companyId, rootCompanyId));
  return s ?? { highRiskThreshold: 10, mediumRiskThreshold: 20, riskMargin: 5 };
}

export type SeatJson = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  position: string | null;
  photoId: string | null;
};
type SiblingJson = Pick<typeof assessments.$inferSelect, 'id' | 'status' | 'type' | 'dueDate' | 'validUntil'>;

/**
 * The assessment page's lookup: `findAssessment`'s record in the same scope, with its seats (answerer,
 * approver, previous answerer) and what the lifecycle rules need (`lifecycleContextOf`: the
 * engagement's assessments newest first, the contract end, the group's continuous-employed setting,
 * whether an SDS was issued), and the rest of the page (the interview's answers, the statement
 * versions, the threads with the actor's counts) as correlated subqueries in the select list: one
 * statement, prepared per scope shape. Null when out of reach.
 */
export async function findAssessmentDetail(db: DbOrTx, actor: Actor, id: string) {
  const scope = preparedEngagementScope(actor);
  const reach = preparedAppealReach(actor);
  const [row] = await assessmentDetailQuery(
    db,
    `assessment_page_${scope.shape}_${reach.shape}`,
    scope.where,
    reach.where,
  ).execute({ id, actorId: actor.id, ...scope.values, ...reach.values });
  if (!row) return null;
  const { seats, siblings, contractEnd, continuousEmployed, reportIssued, answers, reports, threads, ...record } = row;
  return {
    record,
    answers: record.interviewId ? Object.fromEntries(answers ?? []) : null,
    reports: reportRowsOf(reports),
    threads: threadRowsOf(threads),
    seats: seats ?? [],
    lifecycle: {
      siblings: siblings ?? [],
      contractEnd,
      engagementStatus: record.engagement.status,
      continuousEmployed: continuousEmployed ?? false,
      reportIssued: Boolean(reportIssued),
    },
  };
}

const assessmentDetailQuery = preparedQuery(
  (db: DbOrTx, name: string, engagementScopeSql: SQL, appealReachSql: SQL | null) =>
    withRecordJoins(
      db
        .select({
          ...recordFields,
          seats: sql<SeatJson[] | null>`(select json_agg(json_build_object('id', u.id, 'firstName', u.first_name,
          'lastName', u.last_name, 'email', u.email, 'position', u.position, 'photoId', u.photo_id))
          from ${users} as u
          where u.id in (${assessments.answererId}, ${assessments.approverId}, ${assessments.previousAnswererId}))`,
          siblings: sql<SiblingJson[] | null>`(select json_agg(json_build_object('id', s.id, 'status', s.status,
          'type', s.type, 'dueDate', s.due_date, 'validUntil', s.valid_until) order by s.created_at desc, s.id desc)
          from ${assessments} as s where s.engagement_id = ${engagements.id})`,
          contractEnd: engagements.contractEnd,
          continuousEmployed: sql<boolean | null>`(select hs.continuous_employed from ${holdingSettings} as hs
          where hs.company_id = coalesce(${companies.parentId}, ${companies.id}))`,
          reportIssued: sql<boolean>`exists (select 1 from ${assessmentReports} as r
          where r.assessment_id = ${assessments.id} and r.status = 'generated')`,
          // The page's other reads, in the same statement: the interview's answers in the order they
          // were given ([question, answers] pairs), the statement versions and the threads as the actor sees them.
          answers: sql<[string, string[]][] | null>`(select json_agg(json_build_array(ia.question_id, ia.answer_ids)
          order by ia.date_answered) from ${interviewAnswers} as ia where ia.interview_id = ${interviews.id})`,
          reports: reportsJson(assessments.id),
          threads: threadsJson(assessments.id, sql.placeholder('actorId')),
        })
        .from(assessments)
        .$dynamic(),
    )
      .where(assessmentByIdInReach(engagementScopeSql, appealReachSql))
      .prepare(name),
);
