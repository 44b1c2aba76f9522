import type {
  TEngagedEntityListQuery,
  TEngagedEntityOptionsQuery,
  TEngagedIndividualOptionsQuery,
} from '@statera/shared';
import { type AnyColumn, and, asc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../authz/actor.ts';
import { groupScope, sharedRecordReached } from '../../authz/group-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  engagedEntities,
  engagedEntityCounters,
  engagedIndividuals,
  engagements,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';
import { planStableIds, preparedQuery } from '../../lib/prepared.ts';

export type EngagedEntityRecord = typeof engagedEntities.$inferSelect;
export type EngagedIndividualRecord = typeof engagedIndividuals.$inferSelect;

/**
 * The entity's id as the subqueries below name it. Written out: in a select without a join drizzle
 * leaves a column's table out, and `engaged_entity_id = "id"` inside a subquery on engagements would
 * be read as the engagement's own id.
 */
const entityId = sql.raw('"engaged_entities"."id"');

/** Engagements of the entity (every one, deleted ones included: they still refer to it). */
const engagementCount = sql<number>`(select count(*)::int from ${engagements} e where e.engaged_entity_id = ${entityId} and e.deleted_at is null)`;
const activeEngagementCount = sql<number>`(select count(*)::int from ${engagements} e where e.engaged_entity_id = ${entityId} and e.deleted_at is null and e.status in ('active', 'preliminary'))`;
/** The individuals with their engagement counts, by name, as JSON (one query for a whole page). */
const individualsJson = sql<{ id: string; name: string; email: string | null; engagementCount: number }[]>`(
  select coalesce(json_agg(json_build_object('id', i.id, 'name', i.name, 'email', i.email, 'engagementCount',
    (select count(*)::int from engagements ie where ie.engaged_individual_id = i.id and ie.deleted_at is null))
    order by i.name, i.id), '[]'::json)
  from engaged_individuals i where i.engaged_entity_id = ${entityId})`;

const columns = {
  entity: engagedEntities,
  mainCompanyName: companies.name,
  engagementCount,
  activeEngagementCount,
  individuals: individualsJson,
};

/**
 * A page's rows by id: the group's name read per row (a join let the planner hash all 2,036
 * companies for 20 rows: 5–7 ms of PostgreSQL per page, against 1.7–2 ms).
 */
const pageColumns = {
  ...columns,
  mainCompanyName: sql<string>`(select c.name from companies c where c.id = "engaged_entities"."main_company_id")`,
};

/** A page's rows by id, prepared (its three subqueries on engagements took 2–3 ms to plan each time). */
const pageRowsQuery = preparedQuery((db: DbOrTx, name: string) =>
  db
    .select(pageColumns)
    .from(engagedEntities)
    .where(sql`${engagedEntities.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(name),
);

export type EngagedEntityRow = {
  entity: EngagedEntityRecord;
  mainCompanyName: string;
  engagementCount: number;
  activeEngagementCount: number;
  individuals: { id: string; name: string; email: string | null; engagementCount: number }[];
};

const SORTS: Record<string, SQL | AnyColumn> = {
  name: engagedEntities.name,
  number: engagedEntities.number,
  type: engagedEntities.type,
  status: engagedEntities.status,
  engagementCount,
  dateCreated: engagedEntities.createdAt,
  dateModified: engagedEntities.updatedAt,
};

/** The entity with its counts and individuals, if the actor reaches its group (else null: 404). */
export async function findEngagedEntity(db: DbOrTx, actor: Actor, id: string): Promise<EngagedEntityRow | null> {
  const [row] = await db
    .select(columns)
    .from(engagedEntities)
    .innerJoin(companies, eq(companies.id, engagedEntities.mainCompanyId))
    .where(and(eq(engagedEntities.id, id), groupScope(actor, engagedEntities.mainCompanyId)));
  return (row as EngagedEntityRow | undefined) ?? null;
}

/** Whether the entity exists in the actor's reach (its lists' 404), without what its page shows. */
export const engagedEntityReached = (db: DbOrTx, actor: Actor, id: string): Promise<boolean> =>
  sharedRecordReached(db, { id: engagedEntities.id, group: engagedEntities.mainCompanyId }, actor, id);

/** The bare entity row, locked for a change in the caller's transaction; null outside the actor's reach. */
export async function lockEngagedEntity(db: DbOrTx, actor: Actor, id: string): Promise<EngagedEntityRecord | null> {
  const [row] = await db
    .select()
    .from(engagedEntities)
    .where(and(eq(engagedEntities.id, id), groupScope(actor, engagedEntities.mainCompanyId)))
    .for('update');
  return row ?? null;
}

/** An individual with its entity, if the actor reaches the entity's group. */
export async function findEngagedIndividual(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db
    .select({
      individual: engagedIndividuals,
      entity: engagedEntities,
      engagementCount: sql<number>`(select count(*)::int from ${engagements} where ${engagements.engagedIndividualId} = ${engagedIndividuals.id} and ${engagements.deletedAt} is null)`,
    })
    .from(engagedIndividuals)
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagedIndividuals.engagedEntityId))
    .where(and(eq(engagedIndividuals.id, id), groupScope(actor, engagedEntities.mainCompanyId)));
  return row ?? null;
}

/**
 * One page of the entities of the given groups (search, type, status, sort, paging and counts in SQL).
 * A search finds its candidates through the trigram indexes (entity name and number, individual name
 * and email) and keeps those of the list's groups as it reads them (the individual's own copy of its
 * group, migration 0040: a common name matches thousands of other groups' individuals, each of which
 * was otherwise looked up in its entity), before the sort applies; its total is counted in the same
 * statement. The page's ids are chosen first and the counts and individuals read for those ids alone
 * (a deep page otherwise counted every skipped row's engagements).
 */
export async function listEngagedEntities(
  db: DbOrTx,
  /** The groups the list reaches, as a condition on a group column (the entities', or their counters'). */
  groupsOn: (column: PgColumn) => SQL,
  q: TEngagedEntityListQuery,
) {
  const conds: SQL[] = [groupsOn(engagedEntities.mainCompanyId)];
  if (q.type?.length) conds.push(inArray(engagedEntities.type, q.type));
  if (q.status?.length) conds.push(inArray(engagedEntities.status, q.status));
  if (q.globalFilter) {
    const like = `%${escapeLike(q.globalFilter)}%`;
    conds.push(
      sql`${engagedEntities.id} in (
        select ${engagedEntities.id} from ${engagedEntities}
          where ${groupsOn(engagedEntities.mainCompanyId)} and (${engagedEntities.name} ilike ${like} or ${engagedEntities.number} ilike ${like})
        union select ${engagedIndividuals.engagedEntityId} from ${engagedIndividuals}
          where ${groupsOn(engagedIndividuals.mainCompanyId)} and (${engagedIndividuals.name} ilike ${like} or ${engagedIndividuals.email} ilike ${like}))`,
    );
  }
  const [field, dir] = (q.sort ?? 'name|asc').split('|') as [string, 'asc' | 'desc'];
  const column = SORTS[field] ?? engagedEntities.name;
  const page = await db
    .select({ id: engagedEntities.id, total: q.globalFilter ? sql<number>`(count(*) over ())::int` : sql<number>`0` })
    .from(engagedEntities)
    .where(and(...conds))
    .orderBy(dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, asc(engagedEntities.id))
    .limit(q.rows)
    .offset((q.page - 1) * q.rows);
  const ids = page.map((r) => r.id);
  const found = ids.length
    ? await pageRowsQuery(db, 'engaged_entity_page_rows').execute({ ids: planStableIds(ids) })
    : [];
  const byId = new Map(found.map((r) => [r.entity.id, r as EngagedEntityRow]));
  const rows = ids.map((id) => byId.get(id)).filter((r): r is EngagedEntityRow => r !== undefined);
  const total = q.globalFilter && page[0] ? page[0].total : await countEngagedEntities(db, groupsOn, q, conds);
  return { rows, total };
}

/**
 * The list's total: without a search, summed from `engaged_entity_counters` (a few rows per group,
 * type and status); with one (a page past the end, whose statement had no row to carry it), the
 * matching entities counted.
 */
async function countEngagedEntities(
  db: DbOrTx,
  groupsOn: (column: PgColumn) => SQL,
  q: TEngagedEntityListQuery,
  conds: SQL[],
): Promise<number> {
  if (q.globalFilter) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(engagedEntities)
      .where(and(...conds));
    return count?.n ?? 0;
  }
  const c = engagedEntityCounters;
  const [sum] = await db
    .select({ n: sql<number>`coalesce(sum(${c.count}), 0)::int` })
    .from(c)
    .where(
      and(
        groupsOn(c.mainCompanyId),
        q.type?.length ? inArray(c.type, q.type) : undefined,
        q.status?.length ? inArray(c.status, q.status) : undefined,
      ),
    );
  return sum?.n ?? 0;
}

/** An entity of the group with this name (case-insensitive) or number, other than `exceptId`. */
export async function findClash(
  db: DbOrTx,
  mainCompanyId: string,
  v: { name: string; number?: string | null },
  exceptId?: string,
) {
  const same = [sql`lower(${engagedEntities.name}) = ${v.name.toLowerCase()}`];
  if (v.number) same.push(sql`lower(${engagedEntities.number}) = ${v.number.toLowerCase()}`);
  const rows = await db
    .select()
    .from(engagedEntities)
    .where(
      and(
        eq(engagedEntities.mainCompanyId, mainCompanyId),
        or(...same),
        exceptId ? ne(engagedEntities.id, exceptId) : undefined,
      ),
    )
    .limit(2);
  return rows;
}

/** Serializes changes to one group's entities (check-then-write of the unique name and number). */
export async function lockGroupEntities(tx: DbOrTx, mainCompanyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`engaged_entities:${mainCompanyId}`}))`);
}

/** Engagements (deleted too) that name the entity. */
export async function countEngagementsOfEntity(db: DbOrTx, entityId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(engagements)
    .where(eq(engagements.engagedEntityId, entityId));
  return row?.n ?? 0;
}

/** Ids of the engagements of an individual (for the email resend). */
export async function engagementIdsOfIndividual(db: DbOrTx, individualId: string): Promise<string[]> {
  const rows = await db
    .select({ id: engagements.id })
    .from(engagements)
    .where(eq(engagements.engagedIndividualId, individualId));
  return rows.map((r) => r.id);
}

/** Options: live entities of a group by name with their individuals; `initialValue` kept even if archived. */
export async function engagedEntityOptions(db: DbOrTx, mainCompanyId: string, q: TEngagedEntityOptionsQuery) {
  const base = eq(engagedEntities.mainCompanyId, mainCompanyId);
  const conds: SQL[] = [base, eq(engagedEntities.status, 'active')];
  if (q.type?.length) conds.push(inArray(engagedEntities.type, q.type));
  if (q.queryString) conds.push(ilike(engagedEntities.name, `%${escapeLike(q.queryString)}%`));
  let entities = await db
    .select()
    .from(engagedEntities)
    .where(and(...conds))
    .orderBy(asc(engagedEntities.name))
    .limit(100);
  if (q.initialValue && !entities.some((e) => e.id === q.initialValue)) {
    const initial = await db
      .select()
      .from(engagedEntities)
      .where(and(base, eq(engagedEntities.id, q.initialValue)));
    entities = [...initial, ...entities];
  }
  if (entities.length === 0) return [];
  const individuals = await db
    .select()
    .from(engagedIndividuals)
    .where(
      inArray(
        engagedIndividuals.engagedEntityId,
        entities.map((e) => e.id),
      ),
    )
    .orderBy(asc(engagedIndividuals.name));
  return entities.map((e) => ({
    id: e.id,
    name: e.name,
    number: e.number,
    type: e.type,
    engagedIndividuals: individuals
      .filter((i) => i.engagedEntityId === e.id)
      .map((i) => ({ id: i.id, name: i.name, email: i.email })),
  }));
}

/** Options: individuals of the group's live entities (search on name and email). */
export async function engagedIndividualOptions(db: DbOrTx, mainCompanyId: string, q: TEngagedIndividualOptionsQuery) {
  const select = () =>
    db
      .select({
        id: engagedIndividuals.id,
        name: engagedIndividuals.name,
        email: engagedIndividuals.email,
        engagedEntityId: engagedEntities.id,
        engagedEntityName: engagedEntities.name,
        engagedEntityType: engagedEntities.type,
      })
      .from(engagedIndividuals)
      .innerJoin(engagedEntities, eq(engagedEntities.id, engagedIndividuals.engagedEntityId));
  const base = eq(engagedEntities.mainCompanyId, mainCompanyId);
  // The individual's copy of the group too (kept by triggers, 0040): the page is then read in order
  // from the group's own range of `engaged_individuals_group_name_idx`.
  const conds: SQL[] = [
    base,
    eq(engagedIndividuals.mainCompanyId, mainCompanyId),
    eq(engagedEntities.status, 'active'),
  ];
  if (q.engagedEntityType?.length) conds.push(inArray(engagedEntities.type, q.engagedEntityType));
  if (q.queryString) {
    const like = `%${escapeLike(q.queryString)}%`;
    conds.push(or(ilike(engagedIndividuals.name, like), ilike(engagedIndividuals.email, like))!);
  }
  const rows = await select()
    .where(and(...conds))
    .orderBy(asc(engagedIndividuals.name), asc(engagedIndividuals.id))
    .limit(100);
  if (!q.initialValue || rows.some((r) => r.id === q.initialValue)) return rows;
  const initial = await select().where(and(base, eq(engagedIndividuals.id, q.initialValue)));
  return [...initial, ...rows];
}

/** The roles engaged individuals have had on the group's engagements, A–Z. */
export async function engagedIndividualRoles(db: DbOrTx, groupIds: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ role: engagements.engagedIndividualRole })
    .from(engagements)
    .where(and(inArray(engagements.companyId, groupIds), isNotNull(engagements.engagedIndividualRole)))
    .orderBy(asc(engagements.engagedIndividualRole))
    .limit(200);
  return rows.map((r) => r.role!).filter((r) => r.trim() !== '');
}
