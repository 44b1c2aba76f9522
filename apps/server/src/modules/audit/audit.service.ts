import type { DbOrTx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  companyId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Records a state change; call inside the transaction that makes the change. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    companyId: entry.companyId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
