import { FINAL_STATUSES } from '@statera/shared';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../authz/actor.ts';
import { engagementScope } from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  agencies,
  assessments,
  companies,
  contractChanges,
  departments,
  engagedEntities,
  engagedIndividuals,
  engagements,
  interviewAnswers,
  interviews,
  users,
} from '../../db/schema/index.ts';

/** The engagement as the contract-change rules and updates need it, in the actor's scope (else null). */
export async function findChangeEngagement(db: DbOrTx, actor: Actor, id: string, opts: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: engagements.id,
      companyId: engagements.companyId,
      rootCompanyId: sql<string>`coalesce(${companies.parentId}, ${companies.id})`,
      answererId: engagements.answererId,
      approverId: engagements.approverId,
      status: engagements.status,
      contractStart: engagements.contractStart,
      contractEnd: engagements.contractEnd,
      contractValuePence: engagements.contractValuePence,
      serviceProvided: engagements.serviceProvided,
      engagedEntityId: engagements.engagedEntityId,
      engagedIndividualId: engagements.engagedIndividualId,
      agencyId: engagements.agencyId,
      departmentId: engagements.departmentId,
      yourReference: engagements.yourReference,
    })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .where(and(eq(engagements.id, id), isNull(engagements.deletedAt), engagementScope(actor)));
  const [row] = opts.lock ? await query.for('update', { of: engagements }) : await query;
  return row ?? null;
}
export type ChangeEngagement = NonNullable<Awaited<ReturnType<typeof findChangeEngagement>>>;

const requester = alias(users, 'requester');
const fulfiller = alias(users, 'fulfiller');

const selectChanges = (db: DbOrTx) =>
  db
    .select({
      change: contractChanges,
      requesterFirstName: requester.firstName,
      requesterLastName: requester.lastName,
      fulfillerFirstName: fulfiller.firstName,
      fulfillerLastName: fulfiller.lastName,
    })
    .from(contractChanges)
    .leftJoin(requester, eq(requester.id, contractChanges.requestedById))
    .leftJoin(fulfiller, eq(fulfiller.id, contractChanges.fulfilledById))
    .$dynamic();
export type ChangeRow = Awaited<ReturnType<ReturnType<typeof selectChanges>['execute']>>[number];

/** The engagement's changes, newest first; optionally only some statuses or the actor's unseen fulfilled ones. */
export function listChanges(
  db: DbOrTx,
  engagementId: string,
  filter: { status?: 'requested' | 'fulfilled'; unseenBy?: string } = {},
) {
  const conds = [eq(contractChanges.engagementId, engagementId)];
  if (filter.status) conds.push(eq(contractChanges.status, filter.status));
  if (filter.unseenBy) conds.push(eq(contractChanges.requestedById, filter.unseenBy), isNull(contractChanges.seenAt));
  return selectChanges(db)
    .where(and(...conds))
    .orderBy(desc(contractChanges.createdAt), desc(contractChanges.id));
}

export function changesByIds(db: DbOrTx, ids: string[]) {
  return selectChanges(db)
    .where(inArray(contractChanges.id, ids))
    .orderBy(asc(contractChanges.createdAt), asc(contractChanges.id));
}

/** Changes by id, locked, oldest first (the order they are applied in). */
export function lockChanges(db: DbOrTx, ids: string[]) {
  return db
    .select()
    .from(contractChanges)
    .where(inArray(contractChanges.id, ids))
    .orderBy(asc(contractChanges.createdAt), asc(contractChanges.id))
    .for('update');
}

/** The engagement's newest approved assessment (the result a change may put in doubt), or null. */
export async function currentApprovedAssessment(db: DbOrTx, engagementId: string) {
  const [row] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.engagementId, engagementId), eq(assessments.status, 'approved')))
    .orderBy(desc(assessments.dateApproved), desc(assessments.createdAt))
    .limit(1);
  return row ?? null;
}

/** The answered question ids of each assessment's interview. */
export async function answeredQuestions(db: DbOrTx, assessmentIds: string[]): Promise<Map<string, Set<string>>> {
  const result = new Map<string, Set<string>>();
  if (assessmentIds.length === 0) return result;
  const rows = await db
    .select({ assessmentId: interviews.assessmentId, questionId: interviewAnswers.questionId })
    .from(interviewAnswers)
    .innerJoin(interviews, eq(interviews.id, interviewAnswers.interviewId))
    .where(inArray(interviews.assessmentId, assessmentIds));
  for (const r of rows) {
    if (!result.has(r.assessmentId)) result.set(r.assessmentId, new Set());
    result.get(r.assessmentId)!.add(r.questionId);
  }
  return result;
}

/** Assessments of the engagement still under way (not approved, rejected or archived). */
export async function countActiveAssessments(db: DbOrTx, engagementId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assessments)
    .where(and(eq(assessments.engagementId, engagementId), notInArray(assessments.status, [...FINAL_STATUSES])));
  return row?.n ?? 0;
}

/** Whether each referenced record belongs to the engagement's group (or its company, for a department). */
export async function referencesValid(
  db: DbOrTx,
  e: { rootCompanyId: string; companyId: string },
  refs: { engagedEntityId: string; engagedIndividualId: string; agencyId: string | null; departmentId: string | null },
) {
  const [entity, individual, agency, department] = await Promise.all([
    db
      .select({ id: engagedEntities.id })
      .from(engagedEntities)
      .where(
        and(
          eq(engagedEntities.id, refs.engagedEntityId),
          eq(engagedEntities.mainCompanyId, e.rootCompanyId),
          eq(engagedEntities.status, 'active'),
        ),
      ),
    db
      .select({ id: engagedIndividuals.id })
      .from(engagedIndividuals)
      .where(
        and(
          eq(engagedIndividuals.id, refs.engagedIndividualId),
          eq(engagedIndividuals.engagedEntityId, refs.engagedEntityId),
        ),
      ),
    refs.agencyId
      ? db
          .select({ id: agencies.id })
          .from(agencies)
          .where(and(eq(agencies.id, refs.agencyId), eq(agencies.mainCompanyId, e.rootCompanyId)))
      : Promise.resolve([{ id: null }]),
    refs.departmentId
      ? db
          .select({ id: departments.id })
          .from(departments)
          .where(
            and(
              eq(departments.id, refs.departmentId),
              or(eq(departments.companyId, e.companyId), eq(departments.companyId, e.rootCompanyId)),
              isNull(departments.deletedAt),
            ),
          )
      : Promise.resolve([{ id: null }]),
  ]);
  return {
    engagedEntityId: entity.length > 0,
    engagedIndividualId: individual.length > 0,
    agencyId: agency.length > 0,
    departmentId: department.length > 0,
  };
}

/** The fields of a change that name a party, and the table holding each party's name. */
const PARTY_TABLES = {
  engagedEntityId: engagedEntities,
  engagedIndividualId: engagedIndividuals,
  agencyId: agencies,
  departmentId: departments,
} as const;
export type PartyField = keyof typeof PARTY_TABLES;
export const PARTY_FIELDS = Object.keys(PARTY_TABLES) as PartyField[];

/**
 * The names of the parties the changes name (new engaged entity, individual, agency, department),
 * by id: one query per kind of party for all the changes shown.
 */
export async function partyNames(db: DbOrTx, changes: Record<string, unknown>[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const field of PARTY_FIELDS) {
    const ids = [...new Set(changes.flatMap((c) => (typeof c[field] === 'string' ? [c[field] as string] : [])))];
    if (ids.length === 0) continue;
    const table = PARTY_TABLES[field];
    const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
    for (const r of rows) names.set(r.id, r.name);
  }
  return names;
}
