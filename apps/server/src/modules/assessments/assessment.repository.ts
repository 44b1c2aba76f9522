import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { engagementScope, preparedEngagementScope } from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
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
import { userOptionColumns } from '../users/user.presenter.ts';

/**
 * An assessment with what its rules need from the engagement, scoped to the actor; null when out of
 * reach. `actor` null: unscoped, for a step another module's rules already authorized (an accepted appeal).
 */
export async function findAssessment(db: DbOrTx, actor: Actor | null, id: string, opts: { lock?: boolean } = {}) {
  if (actor && !opts.lock) {
    // The reads (the assessment page, every check before a change's transaction): prepared, per scope shape.
    const scope = preparedEngagementScope(actor);
    const [row] = await scopedAssessmentQuery(db, `assessment_scoped_${scope.shape}`, scope.where).execute({
      id,
      ...scope.values,
    });
    return row ?? null;
  }
  const scope = actor
    ? or(engagementScope(actor), eq(assessments.answererId, actor.id), eq(assessments.approverId, actor.id))
    : undefined;
  const q = selectAssessmentRecord(db).where(and(eq(assessments.id, id), scope));
  const [row] = opts.lock ? await q.for('update', { of: assessments }) : await q;
  return row ?? null;
}

const selectAssessmentRecord = (db: DbOrTx) =>
  db
    .select({
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
    })
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .leftJoin(interviews, eq(interviews.assessmentId, assessments.id))
    .$dynamic();

/** `findAssessment`'s read, prepared: the same scope (the engagement's, or a seat on the assessment). */
const scopedAssessmentQuery = preparedQuery((db: DbOrTx, name: string, engagementScopeSql: SQL) =>
  selectAssessmentRecord(db)
    .where(
      and(
        eq(assessments.id, sql.placeholder('id')),
        or(
          engagementScopeSql,
          eq(assessments.answererId, sql.placeholder('scopeActorId')),
          eq(assessments.approverId, sql.placeholder('scopeActorId')),
        ),
      ),
    )
    .prepare(name),
);
export type AssessmentRecord = NonNullable<Awaited<ReturnType<typeof findAssessment>>>;

export async function findAssessmentIdByInterview(db: DbOrTx, interviewId: string): Promise<string | null> {
  const [row] = await db.select({ id: interviews.assessmentId }).from(interviews).where(eq(interviews.id, interviewId));
  return row?.id ?? null;
}

/** The interview's current answers, in the order they were given. */
export async function loadAnswers(db: DbOrTx, interviewId: string): Promise<Record<string, string[]>> {
  const rows = await db
    .select({ questionId: interviewAnswers.questionId, answerIds: interviewAnswers.answerIds })
    .from(interviewAnswers)
    .where(eq(interviewAnswers.interviewId, interviewId))
    .orderBy(asc(interviewAnswers.dateAnswered));
  return Object.fromEntries(rows.map((r) => [r.questionId, r.answerIds]));
}

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

export async function seatUsers(db: DbOrTx, ids: string[]) {
  return seatUsersQuery(db, 'assessment_seat_users').execute({ ids });
}
const seatUsersQuery = preparedQuery((db: DbOrTx, name: string) =>
  db
    .select(userOptionColumns)
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(name),
);
