import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assessmentReports, assessments, engagements, holdingSettings, users } from '../../db/schema/index.ts';
import type { AssessmentRecord } from './assessment.repository.ts';

/**
 * What the lifecycle rules need around one assessment: its engagement's assessments (newest
 * first), the contract end, the group's continuous-employed setting and whether an SDS was issued.
 * Called only with a record already found through the actor's scope.
 */
export async function lifecycleContextOf(db: DbOrTx, record: AssessmentRecord) {
  const siblings = await db
    .select({
      id: assessments.id,
      status: assessments.status,
      type: assessments.type,
      dueDate: assessments.dueDate,
      validUntil: assessments.validUntil,
    })
    .from(assessments)
    .where(eq(assessments.engagementId, record.engagement.id))
    .orderBy(desc(assessments.createdAt), desc(assessments.id));
  const [engagement] = await db
    .select({ contractEnd: engagements.contractEnd, status: engagements.status })
    .from(engagements)
    .where(eq(engagements.id, record.engagement.id));
  const [setting] = await db
    .select({ continuousEmployed: holdingSettings.continuousEmployed })
    .from(holdingSettings)
    .where(eq(holdingSettings.companyId, record.company.parentId ?? record.company.id));
  const [report] = await db
    .select({ id: assessmentReports.id })
    .from(assessmentReports)
    .where(and(eq(assessmentReports.assessmentId, record.assessment.id), eq(assessmentReports.status, 'generated')))
    .limit(1);
  return {
    siblings,
    contractEnd: engagement!.contractEnd,
    engagementStatus: engagement!.status,
    continuousEmployed: setting?.continuousEmployed ?? false,
    reportIssued: Boolean(report),
  };
}
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
