import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { engagementScope } from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  assessments,
  assessmentVersions,
  companies,
  engagedEntities,
  engagedIndividuals,
  engagements,
  interviewAnswers,
  interviews,
  users,
  workerAccountResolutions,
  workerAccounts,
} from '../../db/schema/index.ts';

const subjectFields = {
  assessment: {
    id: assessments.id,
    status: assessments.status,
    type: assessments.type,
    answererId: assessments.answererId,
    approverId: assessments.approverId,
    dueDate: assessments.dueDate,
    lastVersion: assessments.lastVersion,
    previousAnswererId: assessments.previousAnswererId,
  },
  companyId: engagements.companyId,
  clientName: companies.name,
  serviceProvided: engagements.serviceProvided,
  individualName: engagedIndividuals.name,
  individualEmail: engagedIndividuals.email,
  entityType: engagedEntities.type,
  interviewId: interviews.id,
  interviewKind: interviews.kind,
  questionnaireVersion: interviews.questionnaireVersion,
};

/**
 * The assessment the worker's account belongs to, with what the account needs; scoped to the actor
 * (the engagement's scope or a seat on the assessment, as the assessment page), or unscoped (null
 * actor: the key side, whose key already chose the assessment). Null when out of reach.
 */
export async function findAccountSubject(db: DbOrTx, actor: Actor | null, id: string, opts: { lock?: boolean } = {}) {
  const scope = actor
    ? or(engagementScope(actor), eq(assessments.answererId, actor.id), eq(assessments.approverId, actor.id))
    : undefined;
  const q = db
    .select(subjectFields)
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .leftJoin(interviews, eq(interviews.assessmentId, assessments.id))
    .where(and(eq(assessments.id, id), scope));
  const [row] = opts.lock ? await q.for('update', { of: assessments }) : await q;
  return row ?? null;
}
export type AccountSubject = NonNullable<Awaited<ReturnType<typeof findAccountSubject>>>;

export type WorkerAccountRow = typeof workerAccounts.$inferSelect;
export type ResolutionRow = typeof workerAccountResolutions.$inferSelect;

export async function accountOfAssessment(db: DbOrTx, assessmentId: string): Promise<WorkerAccountRow | null> {
  const [row] = await db.select().from(workerAccounts).where(eq(workerAccounts.assessmentId, assessmentId));
  return row ?? null;
}

export async function accountByKeyHash(db: DbOrTx, keyHash: string): Promise<WorkerAccountRow | null> {
  const [row] = await db.select().from(workerAccounts).where(eq(workerAccounts.keyHash, keyHash));
  return row ?? null;
}

export async function resolutionsOf(db: DbOrTx, accountId: string): Promise<ResolutionRow[]> {
  return db
    .select()
    .from(workerAccountResolutions)
    .where(eq(workerAccountResolutions.workerAccountId, accountId))
    .orderBy(asc(workerAccountResolutions.resolvedAt));
}

/**
 * The specialist's account being compared: the submitted version under review (or approved), else
 * the interview as it stands while it is being answered. `version` null for the live interview.
 */
export async function specialistAnswers(
  db: DbOrTx,
  s: Pick<AccountSubject, 'assessment' | 'interviewId'>,
): Promise<{ answers: Record<string, string[]>; version: number | null }> {
  const answering = ['in_progress', 'returned', 'updating', 'created'].includes(s.assessment.status);
  if (!answering && s.assessment.lastVersion > 0) {
    const [v] = await db
      .select({ answers: assessmentVersions.answers })
      .from(assessmentVersions)
      .where(
        and(
          eq(assessmentVersions.assessmentId, s.assessment.id),
          eq(assessmentVersions.version, s.assessment.lastVersion),
        ),
      );
    if (v) return { answers: v.answers, version: s.assessment.lastVersion };
  }
  if (!s.interviewId) return { answers: {}, version: null };
  const rows = await db
    .select({ questionId: interviewAnswers.questionId, answerIds: interviewAnswers.answerIds })
    .from(interviewAnswers)
    .where(eq(interviewAnswers.interviewId, s.interviewId));
  return { answers: Object.fromEntries(rows.map((r) => [r.questionId, r.answerIds])), version: null };
}

export type PersonRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  position: string | null;
  photoId: string | null;
};

export async function peopleByIds(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, PersonRow>> {
  const wanted = [...new Set(ids.filter((i): i is string => Boolean(i)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      position: users.position,
      photoId: users.photoId,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}
