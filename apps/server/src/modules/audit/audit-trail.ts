import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';

/**
 * The audit events of one record, newest first (the audit_entity_idx index, in order), with the
 * name of the person who acted (null for scheduled jobs). Read by a module's "history of changes".
 */
export async function auditTrail(
  db: DbOrTx,
  entityType: string,
  entityId: string,
  page: { offset: number; limit: number },
) {
  const where = and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => id !== null))];
  const people = actorIds.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, actorIds))
    : [];
  const byId = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
  return {
    rows: rows.map((r) => Object.assign(r, { actorName: r.actorId ? (byId.get(r.actorId) ?? null) : null })),
    total: total?.n ?? 0,
  };
}
