import { and, eq, inArray, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { type Actor, can } from './actor.ts';

/**
 * The client groups whose shared records (engaged entities, agencies: rows keyed by the group's top
 * company) the actor reaches: every group for a provider admin, the managed groups for a provider
 * user, the own group for everyone in a group who may see engagements. 'all' or a list of top-company
 * ids (subsidiary ids in the list match no row and do no harm).
 */
export function reachedGroups(actor: Actor): 'all' | string[] {
  if (!can(actor, 'engagements.view')) return [];
  if (actor.managedCompanyIds === 'all') return 'all';
  const ids = new Set(actor.managedCompanyIds);
  if (actor.rootCompanyId) ids.add(actor.rootCompanyId);
  return [...ids];
}

/** Whether the group (its top company id) is within the actor's reach. */
export function reachesGroup(actor: Actor, mainCompanyId: string): boolean {
  const groups = reachedGroups(actor);
  return groups === 'all' || groups.includes(mainCompanyId);
}

/** `reachedGroups` as a condition on a group column (`main_company_id`) or expression (a company's top). */
export function groupScope(actor: Actor, column: PgColumn | SQL): SQL {
  const groups = reachedGroups(actor);
  if (groups === 'all') return sql`true`;
  if (!groups.length) return sql`false`;
  return column instanceof SQL ? inArray(column, groups) : inArray(column, groups);
}

/**
 * Whether a group's shared record (an agency, an engaged entity: its `id` and its group column)
 * exists within the actor's reach, reading its id alone: the 404 of its lists, which show none of
 * what its own page reads (counts, names).
 */
export async function sharedRecordReached(
  db: DbOrTx,
  record: { id: PgColumn; group: PgColumn },
  actor: Actor,
  id: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: record.id })
    .from(record.id.table as PgTable)
    .where(and(eq(record.id, id), groupScope(actor, record.group)));
  return row !== undefined;
}
