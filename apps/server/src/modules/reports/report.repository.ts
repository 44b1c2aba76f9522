import { and, asc, desc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../authz/actor.ts';
import {
  assessmentByIdInReach,
  assessmentReadScope,
  preparedAppealReach,
  preparedEngagementScope,
} from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  agencies,
  assessmentReports,
  assessments,
  assessmentVersions,
  comments,
  companies,
  departments,
  engagedEntities,
  engagedIndividuals,
  engagements,
  storedFiles,
  threads,
  users,
} from '../../db/schema/index.ts';
import { preparedQuery } from '../../lib/prepared.ts';

export type ReportRow = typeof assessmentReports.$inferSelect;

const subjectColumns = {
  id: assessments.id,
  status: assessments.status,
  approverId: assessments.approverId,
  answererId: assessments.answererId,
  lastVersion: assessments.lastVersion,
  companyId: engagements.companyId,
  companyName: companies.name,
};

/** `findReportSubject`'s read, prepared per scope shape (the same scope as `assessmentReadScope`). */
const reportSubjectQuery = preparedQuery(
  (db: DbOrTx, name: string, engagementScopeSql: SQL, appealReachSql: SQL | null) =>
    db
      .select(subjectColumns)
      .from(assessments)
      .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
      .innerJoin(companies, eq(companies.id, engagements.companyId))
      .where(assessmentByIdInReach(engagementScopeSql, appealReachSql))
      .prepare(name),
);

/**
 * An assessment the actor sees (with what report rules need), or null; `lock` holds it for the
 * transaction. The read is prepared (every statement, SDS and report call asks it first: 2.8 ms of
 * planning each time on the scale dataset); the locking one is written with the scope itself.
 */
export async function findReportSubject(db: DbOrTx, actor: Actor, id: string, opts: { lock?: boolean } = {}) {
  if (!opts.lock) {
    const scope = preparedEngagementScope(actor);
    const reach = preparedAppealReach(actor);
    const [row] = await reportSubjectQuery(
      db,
      `report_subject_${scope.shape}_${reach.shape}`,
      scope.where,
      reach.where,
    ).execute({ id, ...scope.values, ...reach.values });
    return row ?? null;
  }
  const q = db
    .select(subjectColumns)
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .where(and(eq(assessments.id, id), assessmentReadScope(actor)));
  const [row] = await q.for('update', { of: assessments });
  return row ?? null;
}
export type ReportSubject = NonNullable<Awaited<ReturnType<typeof findReportSubject>>>;

/** A report the actor may see (through its assessment), or null. */
export async function findVisibleReport(db: DbOrTx, actor: Actor, reportId: string) {
  const [row] = await db
    .select({ report: assessmentReports, subject: subjectColumns })
    .from(assessmentReports)
    .innerJoin(assessments, eq(assessments.id, assessmentReports.assessmentId))
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .where(and(eq(assessmentReports.id, reportId), assessmentReadScope(actor)));
  return row ?? null;
}

/** The reports of assessments, newest version first. */
export async function reportsOf(db: DbOrTx, assessmentIds: string[]): Promise<ReportRow[]> {
  if (assessmentIds.length === 0) return [];
  return db
    .select()
    .from(assessmentReports)
    .where(inArray(assessmentReports.assessmentId, assessmentIds))
    .orderBy(desc(assessmentReports.version));
}

/** Adds the next version's row (queued) in the caller's transaction. */
export async function insertQueuedReport(
  tx: DbOrTx,
  v: { assessmentId: string; assessmentVersion: number; requestedById: string | null },
): Promise<ReportRow> {
  const [last] = await tx
    .select({ version: max(assessmentReports.version) })
    .from(assessmentReports)
    .where(eq(assessmentReports.assessmentId, v.assessmentId));
  const [row] = await tx
    .insert(assessmentReports)
    .values({ ...v, version: (last?.version ?? 0) + 1, status: 'queued' })
    .returning();
  return row!;
}

export async function findReport(db: DbOrTx, id: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(assessmentReports).where(eq(assessmentReports.id, id));
  return row ?? null;
}

export async function findFile(db: DbOrTx, id: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row ?? null;
}

/** The company of an assessment (for audit events). */
export async function companyOfAssessment(db: DbOrTx, assessmentId: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: engagements.companyId })
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .where(eq(assessments.id, assessmentId));
  return row?.companyId ?? null;
}

const parent = alias(companies, 'parent_company');
const answerer = alias(users, 'answerer');
const approver = alias(users, 'approver');

/** Everything a statement prints about one report's assessment (unscoped: the job's own lookup). */
export async function loadStatementSource(db: DbOrTx, report: ReportRow) {
  const [row] = await db
    .select({
      assessment: assessments,
      engagement: engagements,
      company: { id: companies.id, name: companies.name, number: companies.number, parentId: companies.parentId },
      parent: { name: parent.name, number: parent.number },
      department: departments.name,
      entity: { name: engagedEntities.name, number: engagedEntities.number, type: engagedEntities.type },
      individual: { name: engagedIndividuals.name, email: engagedIndividuals.email },
      agency: { name: agencies.name, number: agencies.number, email: agencies.email },
      answerer: { firstName: answerer.firstName, lastName: answerer.lastName, email: answerer.email },
      approver: { firstName: approver.firstName, lastName: approver.lastName, email: approver.email },
    })
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .leftJoin(parent, eq(parent.id, companies.parentId))
    .leftJoin(departments, eq(departments.id, engagements.departmentId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .leftJoin(agencies, eq(agencies.id, engagements.agencyId))
    .innerJoin(answerer, eq(answerer.id, assessments.answererId))
    .innerJoin(approver, eq(approver.id, assessments.approverId))
    .where(eq(assessments.id, report.assessmentId));
  if (!row) return null;
  const [version] = await db
    .select({ v: assessmentVersions, submitter: { firstName: users.firstName, lastName: users.lastName } })
    .from(assessmentVersions)
    .leftJoin(users, eq(users.id, assessmentVersions.submittedById))
    .where(
      and(
        eq(assessmentVersions.assessmentId, report.assessmentId),
        eq(assessmentVersions.version, report.assessmentVersion),
      ),
    );
  const rootId = row.company.parentId ?? row.company.id;
  const [contact] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, rootId), eq(users.role, 'client_admin'), eq(users.status, 'active')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  const notes = await db
    .select({
      threadType: threads.type,
      questionId: threads.interviewQuestionId,
      body: comments.body,
      createdAt: comments.createdAt,
      author: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(comments)
    .innerJoin(threads, eq(threads.id, comments.threadId))
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(threads.assessmentId, report.assessmentId), eq(comments.status, 'submitted')))
    .orderBy(asc(comments.createdAt));
  return { ...row, version: version ?? null, contact: contact ?? null, comments: notes };
}
export type StatementSource = NonNullable<Awaited<ReturnType<typeof loadStatementSource>>>;
