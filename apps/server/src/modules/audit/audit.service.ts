import type { TAuditAction, TAuditEntityOf } from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { bulkInsert } from '../../lib/bulk-insert.ts';
import { requestContext } from '../../lib/request-context.ts';

/** One audit event; `action` comes from the shared catalogue and fixes the entity type. */
export interface AuditEntry<A extends TAuditAction = TAuditAction> {
  actorId: string | null;
  action: A;
  entityType: TAuditEntityOf<A>;
  entityId: string;
  companyId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Any catalogued entry, each action paired with its own entity type. */
export type AnyAuditEntry = { [A in TAuditAction]: AuditEntry<A> }[TAuditAction];

const row = (entry: AuditEntry, context = requestContext()) => ({
  actorId: entry.actorId,
  action: entry.action,
  entityType: entry.entityType,
  entityId: entry.entityId,
  companyId: entry.companyId ?? null,
  before: entry.before ?? null,
  after: entry.after ?? null,
  requestId: context?.requestId ?? null,
  ip: context?.ip ?? null,
  apiKeyId: context?.apiKeyId ?? null,
});

/** Records a state change; call inside the transaction that makes the change. */
export async function recordAudit<A extends TAuditAction>(tx: DbOrTx, entry: AuditEntry<A>): Promise<void> {
  await tx.insert(auditEvents).values(row(entry));
}

/**
 * Records many events in one insert (e.g. everyone archived with their company, an import's
 * records), in the caller's transaction; large batches go through `bulkInsert` (one parameter).
 */
export async function recordAudits(tx: DbOrTx, entries: readonly AnyAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const context = requestContext();
  const rows = entries.map((e) => row(e, context));
  if (entries.length > 100) return bulkInsert(tx, auditEvents, rows);
  await tx.insert(auditEvents).values(rows);
}
