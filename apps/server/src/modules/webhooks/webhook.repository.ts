import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { webhookGroupScope } from '../../authz/record-scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * A live client group (a top company) by id that the actor may know about (`webhookPolicy.visible`,
 * in the query); a subsidiary, a deleted company or another tenant's group is not found.
 */
export async function findGroup(db: DbOrTx, actor: Actor, id: string) {
  const [g] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(eq(companies.id, id), isNull(companies.parentId), isNull(companies.deletedAt), webhookGroupScope(actor)),
    );
  return g;
}

/**
 * The group's endpoints, oldest first, each with its latest delivery's outcome. The outer id is
 * written `${webhookEndpoints}.id`: in a one-table select Drizzle drops a column's table, and a bare
 * "id" in the subquery is the delivery's own (render-sql.ts guards this in the tests).
 */
export async function listEndpoints(db: DbOrTx, groupId: string) {
  const latest = sql<{ status: 'pending' | 'succeeded' | 'failed'; at: string } | null>`(
    select json_build_object('status', d.status, 'at', coalesce(d.last_attempt_at, d.created_at))
    from ${webhookDeliveries} d where d.endpoint_id = ${webhookEndpoints}.id
    order by d.created_at desc limit 1)`;
  return db
    .select({ endpoint: webhookEndpoints, lastDelivery: latest })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, groupId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

/** One endpoint of the group (scoped by construction: another group's endpoint is not found). */
export async function findEndpoint(db: DbOrTx, groupId: string, endpointId: string, lock = false) {
  const q = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.companyId, groupId)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** How many endpoints the group has (the cap). */
export async function countEndpoints(db: DbOrTx, groupId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.companyId, groupId));
  return row?.n ?? 0;
}

/** A page of an endpoint's delivery log, newest first, with its total. */
export async function deliveryPage(db: DbOrTx, endpointId: string, page: number, rows: number) {
  const [total] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  const data = await db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(rows)
    .offset((page - 1) * rows);
  return { total: total?.n ?? 0, data };
}
