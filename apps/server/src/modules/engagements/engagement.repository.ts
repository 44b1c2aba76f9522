import { ACTIVE_APPEAL_STATUSES, type TEngagementListQuery } from '@statera/shared';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import { type Actor, can } from '../../authz/actor.ts';

import {
  companyInOrder,
  engagementListScopeParts,
  engagementScope,
  engagementSearchArms,
  preparedEngagementScope,
  type ScopePart,
} from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  agencies,
  appeals,
  assessments,
  companies,
  departments,
  engagedEntities,
  engagedIndividuals,
  engagementDocuments,
  engagementSearchText,
  engagementStatusCounters,
  engagements,
  users,
} from '../../db/schema/index.ts';
import { boundedCount, exactTotal, type ListTotal, partsTotal, SPECULATIVE_OFFSET } from '../../lib/bounded-count.ts';
import { afterCursor, type Cursor, createdAtText } from '../../lib/cursor.ts';
import { executeNamed } from '../../lib/execute-named.ts';
import { inIdOrder } from '../../lib/in-id-order.ts';
import { jsonObjectOf, jsonObjectOfColumns, jsonRowOf, jsonValuesOf } from '../../lib/json-row.ts';
import { escapeLike } from '../../lib/like.ts';
import { planStableIds, preparedQuery } from '../../lib/prepared.ts';
import { SEARCH_FOUND_LIMIT, searchPage, walkedFilter } from '../../lib/search-page.ts';
import { type AssessmentSummaryRow, assessmentSummaryColumns } from '../assessments/assessment-summary.presenter.ts';
import { changeRowsOf, engagementPageChangesJson } from '../contract-changes/engagement-page-changes-json.ts';
import { userOptionColumnsOf } from '../users/user.presenter.ts';
import { engagementFilterConditions, filteredStatuses } from './engagement-filters.ts';

export type EngagementRecord = typeof engagements.$inferSelect;

/**
 * The sortable columns. The individual's, entity's and company's names are sort keys copied onto
 * engagements (kept by triggers, migrations 0013 and 0020), so every sort is an index range of the
 * engagements alone, across companies and per company. Ties go by id in the sort's direction, so
 * one index `(column, id)` serves both directions (read backwards for descending).
 */
export const SORTS = {
  dateCreated: { column: engagements.createdAt },
  contractDateStart: { column: engagements.contractStart },
  contractDateEnd: { column: engagements.contractEnd },
  engagedIndividualName: { column: engagements.engagedIndividualName },
  engagedEntityName: { column: engagements.engagedEntityName },
  companyName: { column: engagements.companyName },
} as const;

/**
 * Engagements whose individual, entity, service or company matches the search: the engagement's own
 * search text (the individual's and entity's names are copied onto engagements by triggers) with its
 * one trigram index, so PostgreSQL never visits the individuals or entities; the companies matching
 * (a few of a thousand) are an array.
 */
export function searchCondition(db: DbOrTx, term: string): SQL {
  const like = `%${escapeLike(term)}%`;
  return or(
    ilike(engagementSearchText(engagements), like),
    sql`${engagements.companyId} = any(array(${db.select({ id: companies.id }).from(companies).where(ilike(companies.name, like))}))`,
  )!;
}

/** The list's order: the sort column (either way), ties by id the same way; default newest first. */
export function listOrder(sort: string | undefined) {
  const [field, direction] = (sort ?? 'dateCreated|desc').split('|');
  const key = (field && field in SORTS ? field : 'dateCreated') as keyof typeof SORTS;
  const dir: 'asc' | 'desc' = direction === 'asc' ? 'asc' : 'desc';
  const column = SORTS[key].column;
  const by = dir === 'asc' ? asc : desc;
  return { key, column, dir, order: [by(column), by(engagements.id)] };
}

/**
 * One page of the engagements the actor may see. Two steps (a deferred join): the page's ids, read
 * from the live-engagement indexes alone (index-only, no row is fetched for the rows skipped by the
 * offset), then the page's rows with their named relations in one statement. The tenant scope's OR
 * is read part by part (one per managed company and seat, made disjoint and counted first), only
 * the parts that hold rows, each in index order up to the page's end, and merged. The counts: from
 * `company_counters` for whole companies without filters, else index-only per part, or, with a
 * search, its matches read once and counted up to the search cap (`searchPage`,
 * LIMITS.searchCountCap). `within`: the parts to read instead of the actor's, when `extra` narrows the
 * list to fewer rows than the actor's parts hold (a person's seats: one index range per seat, where
 * each of a group's companies would be counted and read for the few rows the person holds there).
 */
export async function listEngagements(
  db: DbOrTx,
  actor: Actor,
  q: TEngagementListQuery,
  extra: SQL[] = [],
  within?: ScopePart[],
) {
  const search = q.globalFilter ? searchCondition(db, q.globalFilter) : undefined;
  const filters: SQL[] = [...engagementFilterConditions(db, q), ...extra];
  // The search as a page read in the list's order sees it (`walkedFilter`): read past the cap only.
  const pageFilters = search ? [...filters, walkedFilter(search)] : filters;
  if (search) filters.push(search);
  // One company's list: counted with the plain comparison, its page read through `companyInOrder`.
  const conds = q.companyId ? [...filters, eq(engagements.companyId, q.companyId)] : filters;
  const pageConds = q.companyId ? [...pageFilters, companyInOrder(engagements.companyId, q.companyId)] : pageFilters;
  const { column, dir, order } = listOrder(q.sort);
  const offset = (q.page - 1) * q.rows;
  const parts = within ?? engagementListScopeParts(actor, q.companyId);
  const withinWhere = within ? or(...within.map((part) => part.where)) : undefined;
  // The page's ids of one scope part, in the list's order (an index range).
  const pageSelect = (part: ScopePart) =>
    db
      .select({ id: engagements.id })
      .from(engagements)
      .where(and(part.ordered ?? part.where, ...pageConds))
      .orderBy(...order)
      .limit(q.rows)
      .offset(offset);
  /** The page of disjoint parts: each read in the list's order up to the page's end, merged. */
  const pageOfParts = (of: ScopePart[]): SQL => {
    if (of.length === 1) return pageSelect(of[0]!).getSQL();
    const heads = of.map(
      (part, i) =>
        sql`select id, k from (${db
          .select({ id: engagements.id, k: sql`${column}`.as('k') })
          .from(engagements)
          .where(and(part.ordered ?? part.where, ...pageConds))
          .orderBy(...order)
          .limit(offset + q.rows)}) as ${sql.raw(`part${i}`)}`,
    );
    return sql`select id from (${sql.join(heads, sql` union all `)}) as merged order by k ${sql.raw(dir)}, id ${sql.raw(dir)} limit ${q.rows} offset ${offset}`;
  };
  let pageIds: Promise<{ ids: string[] }>;
  let total: Promise<ListTotal>;
  if (q.globalFilter) {
    // The matches read once and counted up to the search cap (`searchPage`). Up to the cap the page is
    // sorted from the matches in the same statement; past it (a second, named statement) the total says
    // "200+" and the page is read in the list's order with the search as a filter (one index range,
    // or each disjoint scope part's, merged), where the matches are then dense. The matches' statement is unnamed
    // (planned for each term): a generic plan cannot tell a rare term from a common one. The scope in
    // disjoint arms (`engagementSearchArms`): a group's managed companies name the group, which
    // keys the search index.
    const arms = engagementSearchArms(actor).map((arm) =>
      db
        .select({ id: engagements.id, k: sql`${column}`.as('k') })
        .from(engagements)
        .where(and(arm, withinWhere, ...conds)),
    );
    const found = sql.join(
      arms.map((arm) => sql`(${arm})`),
      sql` union all `,
    );
    const both = searchPage(db, {
      found: sql`select id, k from (${found}) as found limit ${SEARCH_FOUND_LIMIT}`,
      inOrder: parts.length === 1 ? pageSelect(parts[0]!).getSQL() : pageOfParts(disjointParts(parts)),
      dir,
      rows: q.rows,
      offset,
    });
    total = both.then((r) => r.total);
    pageIds = both.then((r) => ({ ids: r.ids }));
  } else {
    // No filter but the company's, the statuses and the types (the deleted rows are the one
    // condition every list has): whole companies are then counted from `engagement_status_counters`.
    const statuses = filteredStatuses(q);
    const types = q.types ?? [];
    const counterFilters = (q.companyId ? 2 : 1) + (statuses.length ? 1 : 0) + (types.length ? 1 : 0);
    const counted: Counted | null =
      conds.length === counterFilters && extra.length === 0 && !within ? { statuses, types } : null;
    if (parts.length === 1) {
      // The total and the page's ids in one statement (one round trip instead of two).
      const exact = counted ? countedTotalSql(actor, q.companyId, counted) : undefined;
      const count =
        exact ??
        boundedCount(
          db
            .select({ one: sql`1` })
            .from(engagements)
            .where(and(parts[0]!.where, ...conds))
            .getSQL(),
        );
      const both = executeNamed(db, sql`select (${count})::int as n, array(${pageSelect(parts[0]!)}) as ids`).then(
        (result) => rowsOf<{ n: number; ids: string[] }>(result)[0]!,
      );
      total = both.then((r) => (exact ? exactTotal(r.n) : partsTotal([r.n], [true])));
      pageIds = both.then((r) => ({ ids: r.ids }));
    } else {
      // Disjoint parts (each without the rows of the earlier ones), counted first: the page is read
      // from the parts that hold rows, as one index range when one part is left, else merged. The
      // page of the whole-company parts (one per managed company, disjoint by construction) is read
      // in the counts' statement, at any depth: a client admin's rows all lie there (they hold no
      // seats, and seat holders' seats lie inside their group), so when the counts show no other
      // part holds rows — nearly always — that is the page, in one round trip, and reading it costs
      // what reading it afterwards would. Without such parts (a person's seats alone), the first
      // part's page near the start of the list only, where a wasted read costs little.
      const disjoint = disjointParts(parts);
      const plan = partCountsPlan(db, disjoint, conds, counted);
      const wholeCompanies = disjoint.filter((part) => part.companyIds !== undefined);
      const speculated = wholeCompanies.length ? wholeCompanies : offset < SPECULATIVE_OFFSET ? [disjoint[0]!] : [];
      const first = executeNamed(
        db,
        sql`select ${plan.sql} as n${speculated.length ? sql`, array(${pageOfParts(speculated)}) as ids` : sql``}`,
      ).then((result) => rowsOf<{ n: number[]; ids?: string[] }>(result)[0]);
      total = first.then((r) => plan.read(r?.n).total);
      pageIds = first.then((r) => {
        const { counts: ns, total: t } = plan.read(r?.n);
        const live = disjoint.filter((_, i) => ns[i]! > 0);
        // Past a capped total the rows go on: only an exact total ends the pages.
        if (live.length === 0 || (!t.capped && offset >= t.total)) return { ids: [] };
        if (r?.ids && live.every((part) => speculated.includes(part))) return { ids: r.ids };
        return executeNamed(db, pageOfParts(live)).then((result) => ({
          ids: rowsOf<{ id: string }>(result).map((row) => row.id),
        }));
      });
    }
  }
  // One Promise.all over every statement, so that a failing one never leaves another's rejection
  // unhandled.
  const [{ rows, current: timeline }, n] = await Promise.all([
    pageIds.then((page) => engagementRowsByIds(db, page.ids)),
    total,
  ]);
  return { rows, current: timeline, total: n.total, totalCapped: n.capped };
}

/**
 * The scope's parts made disjoint: each without the rows of the earlier parts (the parts' columns
 * are NOT NULL, so `not (part)` is exact); parts of different whole companies are disjoint already.
 */
function disjointParts(parts: ScopePart[]): ScopePart[] {
  return parts.map((part, i) => {
    const earlier = parts.slice(0, i).filter((e) => !(e.companyIds && part.companyIds));
    const without = earlier.map((e) => sql`not (${e.where})`);
    return {
      ...part,
      where: and(part.where, ...without)!,
      ...(part.ordered ? { ordered: and(part.ordered, ...without)! } : {}),
    };
  });
}

/** A list whose only filters are statuses and types (none: every one): whole companies are counted from counters. */
type Counted = { statuses: string[]; types: string[] };

/** The engagements of the companies `where` selects with the given statuses and types (all when none), from `engagement_status_counters`. */
const listedCount = (where: SQL, { statuses, types }: Counted) =>
  sql`(select coalesce(sum(${engagementStatusCounters.listedCount}), 0) from ${engagementStatusCounters} where ${and(
    where,
    statuses.length ? inArray(engagementStatusCounters.status, statuses as never[]) : undefined,
    types.length ? inArray(engagementStatusCounters.type, types as never[]) : undefined,
  )})`;

/**
 * How many rows each (disjoint) part holds, in one statement: an index-only count, or for a part
 * of whole companies in a list filtered by statuses and types at most the sum of their
 * `engagement_status_counters` (kept by triggers: every engagement not deleted, per status and type).
 */
function partCountsPlan(db: DbOrTx, parts: ScopePart[], conds: SQL[], counted: Counted | null) {
  const fromCounters = parts.map((part) => counted !== null && part.companyIds !== undefined);
  const counts = parts.map((part, i) =>
    fromCounters[i]
      ? listedCount(inArray(engagementStatusCounters.companyId, part.companyIds!), counted!)
      : boundedCount(
          db
            .select({ one: sql`1` })
            .from(engagements)
            .where(and(part.where, ...conds))
            .getSQL(),
        ),
  );
  return {
    /** The counts as one `int[]` expression, to select in a statement. */
    sql: sql`array[${sql.join(counts, sql`, `)}]::int[]`,
    /** The counts read back, with their total (the counters exact, the others bounded). */
    read(ns: number[] | undefined): { counts: number[]; total: ListTotal } {
      const counts = ns ?? parts.map(() => 0);
      return {
        counts,
        total: partsTotal(
          counts,
          fromCounters.map((c) => !c),
        ),
      };
    },
  };
}

/**
 * The total of a list filtered by status and type at most whose scope is one part of whole companies, summed
 * from `engagement_status_counters` instead of counting: the provider admin's list (every company)
 * and one managed company's list. Anything else: undefined, the caller counts.
 */
function countedTotalSql(actor: Actor, companyId: string | undefined, counted: Counted): SQL | undefined {
  if (!can(actor, 'engagements.view')) return undefined;
  const managed = actor.managedCompanyIds;
  if (companyId !== undefined) {
    // The list of one company: whole only when the actor manages it (else only their seats in it).
    if (managed !== 'all' && !managed.includes(companyId)) return undefined;
    return listedCount(eq(engagementStatusCounters.companyId, companyId), counted);
  }
  if (managed === 'all') return listedCount(sql`true`, counted);
  return undefined;
}

/**
 * The engagement's documents, counted per row of a page (at most a page's ids, each an index range
 * of `engagement_documents_engagement_idx`): a list never counts documents beyond the rows it shows.
 */
const documentsCountOf = (engagementId: AnyPgColumn) =>
  sql<number>`(select count(*)::int from ${engagementDocuments} as d where d.engagement_id = ${engagementId})`;

const answerers = alias(users, 'answerer');
const approvers = alias(users, 'approver');

/**
 * What every page of engagements reads beside the engagement: its named relations and its current
 * assessment as a summary (`currentAssessmentOf`: the newest, unless it is a closed (archived)
 * reassessment, which gives way to the result before it).
 */
const namedRelationFields = {
  // The company's name as copied onto the engagement (kept in the same transaction by the
  // sort-name triggers, migration 0020): a join of every company (a hash of all of them in the
  // prepared plan, growing with their number) saved.
  company: { id: engagements.companyId, name: sql<string>`${engagements.companyName}` },
  department: { id: departments.id, name: departments.name },
  agency: { id: agencies.id, name: agencies.name },
  entity: {
    id: engagedEntities.id,
    name: engagedEntities.name,
    number: engagedEntities.number,
    type: engagedEntities.type,
  },
  individual: { id: engagedIndividuals.id, name: engagedIndividuals.name, email: engagedIndividuals.email },
  current: sql<Record<string, unknown> | null>`(select ${jsonObjectOfColumns(assessmentSummaryColumns, 't')}
        from ${assessments} as t where t.engagement_id = ${engagements.id}
        order by t.status = 'archived', t.created_at desc, t.id desc limit 1)`,
};

/** The joins of `namedRelationFields`, and the page's ids as the prepared `ids` array. */
const withNamedRelations = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(departments, eq(departments.id, engagements.departmentId))
    .leftJoin(agencies, eq(agencies.id, engagements.agencyId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .where(sql`${engagements.id} = any(${sql.placeholder('ids')}::uuid[])`);

/** A page's engagements with their named relations and current assessment, by an id array: one prepared statement (building this select was once the largest CPU cost of a list request). */
const rowsByIdsQuery = preparedQuery((db: DbOrTx, name: string) =>
  withNamedRelations(
    db
      .select({
        engagement: engagements,
        ...namedRelationFields,
        answerer: userOptionColumnsOf(answerers),
        approver: userOptionColumnsOf(approvers),
        documentsCount: documentsCountOf(engagements.id),
      })
      .from(engagements)
      .innerJoin(answerers, eq(answerers.id, engagements.answererId))
      .innerJoin(approvers, eq(approvers.id, engagements.approverId))
      .$dynamic(),
  ).prepare(name),
);

/**
 * The same page with only what an engagement's summary shows (the public API's walk, 51 rows a
 * page): no seats, no document count, seven of the engagement's columns.
 */
const summaryRowsByIdsQuery = preparedQuery((db: DbOrTx, name: string) =>
  withNamedRelations(
    db
      .select({
        engagement: {
          id: engagements.id,
          status: engagements.status,
          type: engagements.type,
          serviceProvided: engagements.serviceProvided,
          contractStart: engagements.contractStart,
          contractEnd: engagements.contractEnd,
          createdAt: engagements.createdAt,
        },
        ...namedRelationFields,
      })
      .from(engagements)
      .$dynamic(),
  ).prepare(name),
);

type ListRow = Awaited<ReturnType<ReturnType<typeof rowsByIdsQuery>['execute']>>[number];
/** An engagement with its named relations, as a list row or the engagement page reads it. */
export type EngagementRow = Omit<ListRow, 'current' | 'documentsCount'>;
export type EngagementListRow = Omit<ListRow, 'current'>;
/** What an engagement's summary shows (`engagementSummaryRowsByIds`). */
export type EngagementSummaryRow = Omit<
  Awaited<ReturnType<ReturnType<typeof summaryRowsByIdsQuery>['execute']>>[number],
  'current'
>;

/** Rows read by id put in the page's order, each row's current assessment apart (by engagement id). */
function inPageOrder<R extends { engagement: { id: string }; current: Record<string, unknown> | null }>(
  pageIds: string[],
  found: R[],
) {
  const rows = inIdOrder(pageIds, found, (r) => r.engagement.id);
  const current = new Map<string, AssessmentSummaryRow>();
  for (const r of rows) {
    if (r.current)
      current.set(r.engagement.id, jsonValuesOf(assessmentSummaryColumns, r.current) as AssessmentSummaryRow);
  }
  return { rows: rows.map(({ current: _, ...row }) => row), current };
}

/**
 * A page's engagements by id, in the given order, with their named relations and current assessment
 * (the engagement lists, and an entity's or agency's engagements).
 */
export async function engagementRowsByIds(db: DbOrTx, pageIds: string[]) {
  if (pageIds.length === 0) return { rows: [], current: new Map<string, AssessmentSummaryRow>() };
  return inPageOrder(
    pageIds,
    await rowsByIdsQuery(db, 'engagement_list_rows').execute({ ids: planStableIds(pageIds) }),
  );
}

/** `engagementRowsByIds` with only what a summary shows (`summaryRowsByIdsQuery`). */
export async function engagementSummaryRowsByIds(db: DbOrTx, pageIds: string[]) {
  if (pageIds.length === 0) return { rows: [], current: new Map<string, AssessmentSummaryRow>() };
  return inPageOrder(
    pageIds,
    await summaryRowsByIdsQuery(db, 'engagement_summary_rows').execute({ ids: planStableIds(pageIds) }),
  );
}

/** A relation read as one JSON object by a correlated primary-key subquery (no join for the planner to order). */
const related = <T>(columns: SQL, table: SQL, key: SQL) =>
  sql<T | null>`(select json_build_object(${columns}) from ${table} as r where r.id = ${key})`;
const userOption = (key: SQL) =>
  related<{
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    position: string | null;
    photoId: string | null;
  }>(
    sql`'id', r.id, 'firstName', r.first_name, 'lastName', r.last_name, 'email', r.email, 'position', r.position, 'photoId', r.photo_id`,
    sql`${users}`,
    key,
  );

/**
 * The engagement page's statement: the engagement with its relations as primary-key subqueries in
 * the select list, which PostgreSQL plans one by one (an 8-table join spends its time ordering the
 * joins), its group's top company and the id of an appeal under way. The list reads its page's
 * rows by id in one prepared join (`rowsByIdsQuery`).
 */
const engagementDetailQuery = preparedQuery((db: DbOrTx, name: string, scope: SQL, withTimeline: boolean) =>
  db
    .select({
      // The page's timeline: the engagement's assessments newest first, each a json object read back
      // by `jsonRowOf` into the row a select of `assessments` gives; not read by `findEngagement`.
      timeline: withTimeline
        ? sql<Record<string, unknown>[] | null>`(select json_agg(${jsonObjectOf(assessments, 't')}
            order by t.created_at desc, t.id desc) from ${assessments} as t where t.engagement_id = ${engagements.id})`
        : sql<null>`null`,
      engagement: engagements,
      company: { id: companies.id, name: companies.name },
      rootCompanyId: sql<string>`coalesce(${companies.parentId}, ${companies.id})`,
      department: related<{ id: string; name: string }>(
        sql`'id', r.id, 'name', r.name`,
        sql`${departments}`,
        sql`${engagements.departmentId}`,
      ),
      agency: related<{ id: string; name: string }>(
        sql`'id', r.id, 'name', r.name`,
        sql`${agencies}`,
        sql`${engagements.agencyId}`,
      ),
      entity: related<{
        id: string;
        name: string;
        number: string | null;
        type: (typeof engagedEntities.$inferSelect)['type'];
      }>(
        sql`'id', r.id, 'name', r.name, 'number', r.number, 'type', r.type`,
        sql`${engagedEntities}`,
        sql`${engagements.engagedEntityId}`,
      ),
      individual: related<{ id: string; name: string; email: string | null }>(
        sql`'id', r.id, 'name', r.name, 'email', r.email`,
        sql`${engagedIndividuals}`,
        sql`${engagements.engagedIndividualId}`,
      ),
      answerer: userOption(sql`${engagements.answererId}`),
      approver: userOption(sql`${engagements.approverId}`),
      activeAppealId: sql<
        string | null
      >`(select ${appeals.id} from ${appeals} where ${appeals.engagementId} = ${engagements.id}
        and ${inArray(appeals.status, [...ACTIVE_APPEAL_STATUSES])} limit 1)`,
      // The page's contract changes for the actor (requested, and their unseen fulfilled ones).
      changes: withTimeline ? engagementPageChangesJson(engagements.id, sql.placeholder('actorId')) : sql<null>`null`,
    })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .where(and(eq(engagements.id, sql.placeholder('id')), scope, isNull(engagements.deletedAt)))
    .prepare(name),
);

/**
 * One engagement in the actor's scope with its relations, its group's top company and the id of an
 * appeal under way, in one prepared statement (one per shape of the actor's scope). With
 * `withTimeline` (the engagement page) the same statement also reads its assessments, newest first
 * (as `assessments` rows), and the contract changes the page shows the actor; without, both are empty.
 */
export async function findEngagementDetail(
  db: DbOrTx,
  actor: Actor,
  id: string,
  opts: { withTimeline?: boolean } = {},
) {
  const scope = preparedEngagementScope(actor);
  const withTimeline = opts.withTimeline ?? false;
  const name = `engagement_detail${withTimeline ? '_timeline' : ''}_${scope.shape}`;
  const [row] = await engagementDetailQuery(db, name, scope.where, withTimeline).execute({
    id,
    ...(withTimeline ? { actorId: actor.id } : {}),
    ...scope.values,
  });
  if (!row) return null;
  const { rootCompanyId, activeAppealId, timeline, changes, ...relations } = row;
  const detail: EngagementRow = {
    ...relations,
    entity: relations.entity!,
    individual: relations.individual!,
    answerer: relations.answerer!,
    approver: relations.approver!,
  };
  const assessmentRows = (timeline ?? []).map((a) => jsonRowOf(assessments, a));
  return { row: detail, rootCompanyId, activeAppealId, timeline: assessmentRows, changes: changeRowsOf(changes) };
}

export async function findEngagement(db: DbOrTx, actor: Actor, id: string): Promise<EngagementRow | null> {
  return (await findEngagementDetail(db, actor, id))?.row ?? null;
}

/** The engagement row locked for a change, scoped to the actor (deleted ones are gone: null). */
export async function lockEngagement(tx: DbOrTx, actor: Actor, id: string): Promise<EngagementRecord | null> {
  const [row] = await tx
    .select()
    .from(engagements)
    .where(and(eq(engagements.id, id), engagementScope(actor), isNull(engagements.deletedAt)))
    .for('update');
  return row ?? null;
}

/** Whether the engagement exists and is not deleted (for checks that do not need the actor's scope). */
export async function engagementInGroup(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db
    .select({ id: engagements.id, companyId: engagements.companyId })
    .from(engagements)
    .where(and(eq(engagements.id, id), engagementScope(actor), isNull(engagements.deletedAt)));
  return row ?? null;
}

/** Assessments of the given engagements, newest first. */
export async function assessmentsOf(db: DbOrTx, engagementIds: string[]) {
  if (engagementIds.length === 0) return [];
  return db
    .select()
    .from(assessments)
    .where(inArray(assessments.engagementId, engagementIds))
    .orderBy(desc(assessments.createdAt), desc(assessments.id));
}

/**
 * The public API's walk of the engagements in the actor's scope, oldest first by `(created_at, id)`
 * after the cursor (the live-company index `engagements_live_company_created_idx` serves it): the
 * page's ids with their `created_at` to the microsecond (the next cursor), then what their summaries
 * show (`engagementSummaryRowsByIds`).
 */
export async function engagementsAfter(db: DbOrTx, actor: Actor, after: Cursor | null, limit: number) {
  const keyset = afterCursor(engagements, after);
  const page = db
    .select({ id: engagements.id, at: createdAtText(engagements).as('at') })
    .from(engagements)
    .where(and(engagementScope(actor), isNull(engagements.deletedAt), keyset))
    .orderBy(asc(engagements.createdAt), asc(engagements.id))
    .limit(limit);
  const ids = rowsOf<{ id: string; at: string }>(await executeNamed(db, page.getSQL()));
  const hydrated = await engagementSummaryRowsByIds(
    db,
    ids.map((r) => r.id),
  );
  return { ...hydrated, page: ids };
}
