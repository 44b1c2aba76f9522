import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assessmentReports, assessments, engagements, holdingSettings, users } from '../../db/schema/index.ts';
import { preparedQuery } from '../../lib/prepared.ts';
import type { AssessmentRecord } from './assessment.repository.ts';

/**
 * What the lifecycle rules need around one assessment: its engagement's assessments (newest
 * first), the contract end, the group's continuous-employed setting and whether an SDS was issued.
 * Called only with a record already found through the actor's scope.
 */
export async function lifecycleContextOf(db: DbOrTx, record: AssessmentRecord) {
  // Two prepared statements (they run on every assessment page): the siblings, and the engagement
  // with the group's setting and whether an SDS was issued as subqueries. One after the other: this
  // also runs inside transactions, where PGlite takes one query at a time.
  const siblings = await siblingsQuery(db, 'lifecycle_siblings').execute({ engagementId: record.engagement.id });
  const [context] = await lifecycleQuery(db, 'lifecycle_context').execute({
    engagementId: record.engagement.id,
    groupId: record.company.parentId ?? record.company.id,
    assessmentId: record.assessment.id,
  });
  return {
    siblings,
    contractEnd: context!.contractEnd,
    engagementStatus: context!.status,
    continuousEmployed: context!.continuousEmployed ?? false,
    reportIssued: Boolean(context!.reportIssued),
  };
}

const siblingsQuery = preparedQuery((db: DbOrTx, name: string) =>
  db
    .select({
      id: assessments.id,
      status: assessments.status,
      type: assessments.type,
      dueDate: assessments.dueDate,
      validUntil: assessments.validUntil,
    })
    .from(assessments)
    .where(eq(assessments.engagementId, sql.placeholder('engagementId')))
    .orderBy(desc(assessments.createdAt), desc(assessments.id))
    .prepare(name),
);

const lifecycleQuery = preparedQuery((db: DbOrTx, name: string) =>
  db
    .select({
      contractEnd: engagements.contractEnd,
      status: engagements.status,
      // Subqueries name their own columns through an alias: a one-table select leaves a column's
      // table out (render-sql.ts guards this in the tests).
      continuousEmployed: sql<boolean | null>`(select hs.continuous_employed from ${holdingSettings} hs
        where hs.company_id = ${sql.placeholder('groupId')})`,
      reportIssued: sql<boolean>`exists (select 1 from ${assessmentReports} r
        where r.assessment_id = ${sql.placeholder('assessmentId')} and r.status = 'generated')`,
    })
    .from(engagements)
    .where(eq(engagements.id, sql.placeholder('engagementId')))
    .prepare(name),
);
export type LifecycleContext = Awaited<ReturnType<typeof lifecycleContextOf>>;

/** Names and emails of the given people (seats of an assessment). */
export async function peopleByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Whether the engagement has an approved pre-assessment. */
export async function hasApprovedPreAssessment(db: DbOrTx, engagementId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.engagementId, engagementId), eq(assessments.status, 'approved_pre_assessment')))
    .limit(1);
  return Boolean(row);
}
