import { and, eq, inArray, not, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { appeals, assessments, companies, engagements } from '../db/schema/index.ts';
import { type Actor, can } from './actor.ts';

/**
 * The rule of `engagementScope`, with how the actor's id and companies are spelt left to the caller
 * (values, or placeholders of a prepared query); `shape` names the form the SQL takes.
 */
function engagementScopeRule(
  actor: Actor,
  actorId: string | Placeholder,
  inCompanies: (ids: string[]) => SQL,
): { shape: 'none' | 'all' | 'seats' | 'companies'; where: SQL } {
  if (!can(actor, 'engagements.view')) return { shape: 'none', where: sql`false` };
  const seats = or(eq(engagements.answererId, actorId), eq(engagements.approverId, actorId))!;
  if (actor.managedCompanyIds === 'all') return { shape: 'all', where: sql`true` };
  if (actor.managedCompanyIds.length === 0) return { shape: 'seats', where: seats };
  return { shape: 'companies', where: or(inCompanies(actor.managedCompanyIds), seats)! };
}

/**
 * Which engagements the actor sees: those of companies they manage, and those where they
 * hold the specialist or approver seat (nothing without `engagements.view`). Everything else is
 * "not found".
 */
export function engagementScope(actor: Actor): SQL {
  return engagementScopeRule(actor, actor.id, (ids) => inArray(engagements.companyId, ids)).where;
}

/**
 * `engagementScope` for a prepared query: the same rule, its SQL fixed per `shape` (prepare one
 * query per shape), the actor's id and companies as the placeholders `scopeActorId` and
 * `scopeCompanyIds`, whose values `values` holds for `execute`.
 */
export function preparedEngagementScope(actor: Actor) {
  const { shape, where } = engagementScopeRule(
    actor,
    sql.placeholder('scopeActorId'),
    () => sql`${engagements.companyId} = any(${sql.placeholder('scopeCompanyIds')}::uuid[])`,
  );
  const companyIds = actor.managedCompanyIds === 'all' ? [] : actor.managedCompanyIds;
  return { shape, where, values: { scopeActorId: actor.id, scopeCompanyIds: companyIds } };
}

/** Which assessments the actor sees: those of engagements in reach, and those where they hold a seat. */
export function assessmentScope(actor: Actor): SQL {
  return or(engagementScope(actor), eq(assessments.answererId, actor.id), eq(assessments.approverId, actor.id))!;
}

/**
 * The assessments an appeal concerns (the disputed one and the reassessment it started), for those who
 * work the appeal: its appeal manager (`appeals.work`) and the group's lead appeal manager
 * (`appeals.manage`). They read them (the answers they decide on, the reassessment's progress) without
 * holding a seat or managing the company: read only, every change stays with the seats and managers.
 * `actorId`/`rootCompanyId` are values, or placeholders of a prepared query; null when the actor works
 * no appeal. The appeals are found through the assessment's engagement (its index), then matched by id.
 */
function appealReachRule(
  actor: Actor,
  actorId: string | Placeholder,
  rootCompanyId: string | Placeholder,
): { shape: 'none' | 'assigned' | 'lead'; where: SQL | null } {
  const lead = can(actor, 'appeals.manage') && actor.rootCompanyId !== null;
  const assigned = can(actor, 'appeals.work');
  if (!lead && !assigned) return { shape: 'none', where: null };
  const who = lead
    ? sql`(${appeals.appealManagerId} = ${actorId} or ${appeals.companyId} in (select ${companies.id} from ${companies} where ${companies.id} = ${rootCompanyId} or ${companies.parentId} = ${rootCompanyId}))`
    : sql`${appeals.appealManagerId} = ${actorId}`;
  return {
    shape: lead ? 'lead' : 'assigned',
    where: sql`exists (select 1 from ${appeals} where ${appeals.engagementId} = ${assessments.engagementId} and (${appeals.assessmentId} = ${assessments.id} or ${appeals.reassessmentId} = ${assessments.id}) and ${who})`,
  };
}

/**
 * Which assessments the actor may open by id: `assessmentScope`, and those of the appeals they work
 * (`appealReachRule`). Lists keep `assessmentScope`: an appeal's assessments are reached from the appeal.
 */
export function assessmentReadScope(actor: Actor): SQL {
  const reach = appealReachRule(actor, actor.id, actor.rootCompanyId ?? '').where;
  return reach ? or(assessmentScope(actor), reach)! : assessmentScope(actor);
}

/**
 * An assessment by id (the placeholder `id`) within `assessmentReadScope`, for a prepared query: the
 * engagement's scope (`preparedEngagementScope`), a seat on the assessment (`scopeActorId`), or an
 * appeal the actor works (`preparedAppealReach`).
 */
export const assessmentByIdInReach = (engagementScopeSql: SQL, appealReachSql: SQL | null) =>
  and(
    eq(assessments.id, sql.placeholder('id')),
    or(
      engagementScopeSql,
      eq(assessments.answererId, sql.placeholder('scopeActorId')),
      eq(assessments.approverId, sql.placeholder('scopeActorId')),
      ...(appealReachSql ? [appealReachSql] : []),
    ),
  );

/**
 * The appeal part of `assessmentReadScope` for a prepared query: its shape (part of the query's
 * name) and SQL with the placeholders `scopeActorId` and `scopeRootCompanyId`, whose values `values` holds.
 */
export function preparedAppealReach(actor: Actor) {
  const { shape, where } = appealReachRule(
    actor,
    sql.placeholder('scopeActorId'),
    sql.placeholder('scopeRootCompanyId'),
  );
  return { shape, where, values: shape === 'lead' ? { scopeRootCompanyId: actor.rootCompanyId } : {} };
}

/**
 * `engagementScope` as the parts of its OR (each one index-friendly), for lists that read each part
 * in index order and merge them instead of letting one OR read all of a tenant's rows before sorting.
 */
export function engagementScopeParts(actor: Actor): SQL[] {
  if (!can(actor, 'engagements.view')) return [sql`false`];
  if (actor.managedCompanyIds === 'all') return [sql`true`];
  const seats = [eq(engagements.answererId, actor.id), eq(engagements.approverId, actor.id)];
  return actor.managedCompanyIds.length === 0
    ? seats
    : [inArray(engagements.companyId, actor.managedCompanyIds), ...seats];
}

/** The roles whose managed companies all lie in their own group (`managedCompaniesSql`, `keyActor`). */
const GROUP_MANAGERS: readonly string[] = ['client_admin', 'company_admin', 'api_user'];

/**
 * `engagementScope` as disjoint arms for a search (their rows read with `union all`): the managed
 * companies with their group's top company named — a client or company admin's and an API key's
 * companies all lie in that group, so the key narrows nothing but lets the search index read the
 * group's matches only — and the seats outside them. For anyone else (provider staff manage several
 * groups) the scope as it is.
 */
export function engagementSearchArms(actor: Actor): SQL[] {
  const managed = actor.managedCompanyIds;
  const root = actor.rootCompanyId;
  if (
    !can(actor, 'engagements.view') ||
    managed === 'all' ||
    !managed.length ||
    !root ||
    !GROUP_MANAGERS.includes(actor.role)
  ) {
    return [engagementScope(actor)];
  }
  const inManaged = inArray(engagements.companyId, managed);
  return [
    and(inManaged, eq(engagements.rootCompanyId, root))!,
    and(or(eq(engagements.answererId, actor.id), eq(engagements.approverId, actor.id)), not(inManaged))!,
  ];
}

/** Up to this many managed companies, the engagement lists read one index range per company. */
const PER_COMPANY_PARTS = 20;

/**
 * A part of an engagement list's scope; `companyIds`: the part is every engagement of these companies.
 * `ordered`: the same rows, written for a page read in a sort index's order (`companyInOrder`).
 */
export interface ScopePart {
  where: SQL;
  ordered?: SQL;
  companyIds?: string[];
}

/**
 * `column = id` for a page read in a sort index's order, the id hidden from the planner (an initplan,
 * `(select id)`). Seeing the id, the planner takes the company's share of all rows from the statistics
 * and, when it is large, walks the all-companies sort index betting the company's rows come early;
 * for a company whose rows are all older than the rest (a big client that stopped adding) that walk
 * skipped 178,000 rows per page (28–95 ms under load, with a status and a type filter). Hidden, it
 * assumes an average share and reads the company's own (company_id, sort, id) range. Counts keep
 * the plain comparison: their plans are better with the real share.
 */
export const companyInOrder = (column: AnyPgColumn, id: string): SQL => sql`${column} = (select ${id}::uuid)`;

/**
 * `engagementScopeParts` for the engagement lists: one part per managed company (each an index range
 * in the list's order, where `company_id in (…)` of several companies must read and sort them all),
 * up to PER_COMPANY_PARTS companies, then the two seats. A list of one company the actor manages
 * needs no scope at all (every engagement of that company is in reach): `[true]`; of a company they
 * do not manage, the seats alone.
 */
export function engagementListScopeParts(actor: Actor, companyId?: string): ScopePart[] {
  if (!can(actor, 'engagements.view')) return [{ where: sql`false` }];
  const managed = actor.managedCompanyIds;
  if (managed === 'all') return [{ where: sql`true` }];
  if (companyId !== undefined && managed.includes(companyId)) return [{ where: sql`true`, companyIds: [companyId] }];
  const seats = [{ where: eq(engagements.answererId, actor.id) }, { where: eq(engagements.approverId, actor.id) }];
  // One company they do not manage: only their seats in it (no managed company's part can match).
  if (managed.length === 0 || companyId !== undefined) return seats;
  const companies =
    managed.length <= PER_COMPANY_PARTS
      ? managed.map((id) => ({
          where: eq(engagements.companyId, id),
          ordered: companyInOrder(engagements.companyId, id),
          companyIds: [id],
        }))
      : [{ where: inArray(engagements.companyId, managed), companyIds: managed }];
  return [...companies, ...seats];
}

/**
 * `assessmentScope` without the engagement: the companies the actor manages (the copied
 * `assessments.company_id`), their seats on the assessment and their seats on its engagement where
 * they hold none on the assessment (`assessment_seat_gaps`) — the assessment list's scope, part for
 * part, so a count over it equals the list's total. Nothing outside `engagements.view` but the
 * actor's own seats.
 */
export function assessmentReach(actor: Actor): SQL {
  const seats = [eq(assessments.answererId, actor.id), eq(assessments.approverId, actor.id)];
  if (!can(actor, 'engagements.view')) return or(...seats)!;
  if (actor.managedCompanyIds === 'all') return sql`true`;
  // The gaps as an array computed once (`= any(array(…))`), not `in (select …)`: a hashed subplan
  // cannot join a BitmapOr, so the planner read every tenant's assessments by status and filtered
  // them (63 ms for a 20k group's seat figures); as an array each part of the OR is an index range.
  const gaps = sql`${assessments.id} = any(array(select assessment_id from assessment_seat_gaps where user_id = ${actor.id}))`;
  const managed = actor.managedCompanyIds;
  return or(...(managed.length ? [inArray(assessments.companyId, managed)] : []), ...seats, gaps)!;
}

/**
 * `assessmentReach` within a company tree: when the actor manages every company of the tree (or all
 * companies), the tree's companies alone — the reach's seats and gaps add nothing inside it, and
 * without that OR the planner reads the tree's own index ranges.
 */
export function assessmentReachWithin(actor: Actor, tree: readonly string[]): SQL {
  const inTree = inArray(assessments.companyId, [...tree]);
  const managed = reachedCompanies(actor);
  if (managed === 'all' || tree.every((id) => managed.includes(id))) return inTree;
  return and(assessmentReach(actor), inTree)!;
}

/**
 * The companies whose every engagement the actor reaches ('all': every company; none without
 * `engagements.view`). An admin's or provider user's seats lie inside them (seats are held by people
 * of the engagement's own group, and company admins and provider users hold none), so for them
 * per-company counters count exactly what their lists show.
 */
export function reachedCompanies(actor: Actor): 'all' | string[] {
  if (!can(actor, 'engagements.view')) return [];
  return actor.managedCompanyIds;
}
