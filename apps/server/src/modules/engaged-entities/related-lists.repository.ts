import type { TRelatedAssessmentQuery, TRelatedEngagementQuery } from '@statera/shared';
import { type AnyColumn, and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../authz/actor.ts';
import { assessmentScope, engagementScope } from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { assessments, companies, engagedIndividuals, engagements } from '../../db/schema/index.ts';
import { dateWindow, onDateColumn, onTimestampColumn } from '../../lib/calendar-sql.ts';
import { executeNamed } from '../../lib/execute-named.ts';
import { escapeLike } from '../../lib/like.ts';
import { planStableIds, preparedQuery } from '../../lib/prepared.ts';
import { engagementListRowsByIds } from '../engagements/engagement.service.ts';

/** Whose engagements: an engaged entity's or an agency's. */
export type EngagementOwner = { engagedEntityId: string } | { agencyId: string };

const ownerCondition = (owner: EngagementOwner): SQL =>
  'engagedEntityId' in owner
    ? eq(engagements.engagedEntityId, owner.engagedEntityId)
    : eq(engagements.agencyId, owner.agencyId);

/** The next due date of the engagement's open assessments (not approved, rejected or archived). */
const nextDue = sql<
  string | null
>`(select min(${assessments.dueDate}) from ${assessments} where ${assessments.engagementId} = ${engagements.id} and ${assessments.status} not in ('approved', 'approved_pre_assessment', 'archived'))`;

const ENGAGEMENT_SORTS: Record<string, SQL | AnyColumn> = {
  dateCreated: engagements.createdAt,
  dateModified: engagements.updatedAt,
  contractDateStart: engagements.contractStart,
  contractDateEnd: engagements.contractEnd,
  dueDate: nextDue,
  // The names copied onto the engagement (kept by triggers): the page is chosen from engagements alone.
  engagedIndividualName: engagements.engagedIndividualName,
  engagedEntityName: engagements.engagedEntityName,
  companyName: engagements.companyName,
};

/**
 * One page of an entity's or agency's engagements the actor may see (engagementScope), with every
 * filter of spec §7 agencies/{id}/engagements in SQL. The due filters match engagements with an open
 * assessment due in the period.
 */
export async function listRelatedEngagements(
  db: DbOrTx,
  actor: Actor,
  owner: EngagementOwner,
  q: TRelatedEngagementQuery,
  now = new Date(),
) {
  const conds: SQL[] = [ownerCondition(owner), engagementScope(actor), isNull(engagements.deletedAt)];
  if (q.statuses?.length) conds.push(inArray(engagements.status, q.statuses));
  if (q.types?.length) conds.push(inArray(engagements.type, q.types));
  if (q.companyId) conds.push(eq(engagements.companyId, q.companyId));
  if (q.departmentId) conds.push(eq(engagements.departmentId, q.departmentId));
  const modified = onTimestampColumn(
    engagements.updatedAt,
    dateWindow(q.periodModified, q.dateModifiedFrom, q.dateModifiedTo, now),
  );
  if (modified) conds.push(modified);
  const due = onDateColumn(assessments.dueDate, dateWindow(q.periodDue, q.dateDueFrom, q.dateDueTo, now));
  if (due) {
    const dueConds: SQL[] = [
      eq(assessments.engagementId, engagements.id),
      sql`${assessments.status} not in ('approved', 'approved_pre_assessment', 'archived')`,
      due,
    ];
    conds.push(sql`exists (select 1 from ${assessments} where ${and(...dueConds)})`);
  }
  if (q.globalFilter) {
    const like = `%${escapeLike(q.globalFilter)}%`;
    conds.push(
      or(
        ilike(engagements.engagedIndividualName, like),
        ilike(engagements.engagedEntityName, like),
        ilike(engagements.serviceProvided, like),
        ilike(engagements.companyName, like),
        ilike(engagements.yourReference, like),
      )!,
    );
  }
  const [field, dir] = (q.sort ?? 'dateCreated|desc').split('|') as [string, 'asc' | 'desc'];
  const column = ENGAGEMENT_SORTS[field] ?? engagements.createdAt;
  // The page's ids and the total from engagements alone, then the names for those rows only (joined
  // first, PostgreSQL hashed every individual and entity for an agency's 240 engagements: 50 ms).
  const page = await db
    .select({ id: engagements.id, total: sql<number>`(count(*) over ())::int` })
    .from(engagements)
    .where(and(...conds))
    .orderBy(dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, desc(engagements.id))
    .limit(q.rows)
    .offset((q.page - 1) * q.rows);
  const ids = page.map((r) => r.id);
  const total =
    page[0]?.total ??
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(engagements)
        .where(and(...conds))
    )[0]?.n ??
    0;
  // The rows as the engagement list reads them, each with its current assessment (one prepared
  // statement: no second read of every assessment of the page's engagements).
  const { rows, current } = await engagementListRowsByIds(db, ids);
  return { rows, current, total };
}

const ASSESSMENT_SORTS: Record<string, SQL | AnyColumn> = {
  dueDate: assessments.dueDate,
  dateCreated: assessments.createdAt,
  dateApproved: assessments.dateApproved,
  status: assessments.status,
};

const individual = alias(engagedIndividuals, 'individual');

/** A page's assessments with what their rows show, by id: prepared (a four-table join took 3–5 ms to plan). */
const assessmentRowsByIdsQuery = preparedQuery((db: DbOrTx, name: string) =>
  db
    .select({
      assessment: assessments,
      engagement: {
        id: engagements.id,
        status: engagements.status,
        serviceProvided: engagements.serviceProvided,
      },
      individualName: individual.name,
      company: { id: companies.id, name: companies.name },
    })
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(individual, eq(individual.id, engagements.engagedIndividualId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .where(sql`${assessments.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(name),
);

/**
 * One page of the assessments of an entity's engagements the actor may see (assessmentScope): the
 * page and its count chosen from assessments and engagements alone (the search reads the worker's
 * name the triggers copy onto the engagement), the rows then read by id with their names.
 */
export async function listRelatedAssessments(db: DbOrTx, actor: Actor, entityId: string, q: TRelatedAssessmentQuery) {
  const conds: SQL[] = [
    eq(engagements.engagedEntityId, entityId),
    isNull(engagements.deletedAt),
    assessmentScope(actor),
  ];
  if (q.statuses?.length) conds.push(inArray(assessments.status, q.statuses));
  if (q.types?.length) conds.push(inArray(assessments.type, q.types));
  if (q.globalFilter) {
    const like = `%${escapeLike(q.globalFilter)}%`;
    conds.push(or(ilike(engagements.engagedIndividualName, like), ilike(engagements.serviceProvided, like))!);
  }
  const [field, dir] = (q.sort ?? 'dueDate|desc').split('|') as [string, 'asc' | 'desc'];
  const column = ASSESSMENT_SORTS[field] ?? assessments.dueDate;
  // Named statements (`executeNamed`): planning the join of assessments and engagements with their
  // indexes cost 6 ms a statement against 0.1 ms running it (docs/decisions/performance.md).
  const where = and(...conds);
  const [page, count] = await Promise.all([
    executeNamed(
      db,
      db
        .select({ id: assessments.id })
        .from(assessments)
        .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
        .where(where)
        .orderBy(dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, desc(assessments.id))
        .limit(q.rows)
        .offset((q.page - 1) * q.rows)
        .getSQL(),
    ).then((result) => result.rows as { id: string }[]),
    executeNamed(
      db,
      sql`select count(*)::int as n from ${assessments} inner join ${engagements} on ${engagements.id} = ${assessments.engagementId} where ${where}`,
    ).then((result) => (result.rows as { n: number }[])[0]),
  ]);
  const ids = page.map((r) => r.id);
  const found = ids.length
    ? await assessmentRowsByIdsQuery(db, 'related_assessment_rows').execute({ ids: planStableIds(ids) })
    : [];
  const byId = new Map(found.map((r) => [r.assessment.id, r]));
  const rows = ids.map((id) => byId.get(id)).filter((r): r is (typeof found)[number] => r !== undefined);
  return { rows, total: count?.n ?? 0 };
}
