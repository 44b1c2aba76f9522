import { CSV_IMPORT_LIMITS, type TCsvImport, type TCsvRow } from '@statera/shared';
import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { csvImportScope } from '../../authz/record-scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { csvImports } from '../../db/schema/index.ts';

export type ImportRowRecord = typeof csvImports.$inferSelect;

/** The import row of a key if the actor may see it (`csvImportPolicy.visible`, in the query), else null. */
export async function findImport(db: DbOrTx, actor: Actor, id: string): Promise<ImportRowRecord | null> {
  const [row] = await db
    .select()
    .from(csvImports)
    .where(and(eq(csvImports.id, id), csvImportScope(actor, csvImports.createdById, csvImports.companyId)));
  return row ?? null;
}

/** The import row of a key without a scope: for the import job, which acts for its starter. */
export async function findImportUnscoped(db: DbOrTx, id: string): Promise<ImportRowRecord | null> {
  const [row] = await db.select().from(csvImports).where(eq(csvImports.id, id));
  return row ?? null;
}

export async function insertImport(db: DbOrTx, values: typeof csvImports.$inferInsert): Promise<ImportRowRecord> {
  const [row] = await db.insert(csvImports).values(values).returning();
  return row!;
}

/**
 * Queues an import whose key may start (parsed, failed, cancelled, or running under a lease that has
 * passed: its process was killed). Null: it is queued or running, or done. A second import of the
 * same file into the same place while one is active breaks the partial unique index (23505: 409).
 */
export async function queueImport(
  db: DbOrTx,
  id: string,
  set: { options: Record<string, unknown>; companyId: string | null; expiresAt: Date },
  now: Date,
): Promise<ImportRowRecord | null> {
  const [row] = await db
    .update(csvImports)
    .set({
      ...set,
      status: 'queued',
      phase: 'waiting',
      progressDone: 0,
      leaseUntil: null,
      cancelRequested: null,
      error: null,
      errorRows: null,
      errorRowCount: 0,
      finishedAt: null,
    })
    .where(
      and(
        eq(csvImports.id, id),
        or(
          inArray(csvImports.status, ['parsed', 'failed', 'cancelled']),
          and(eq(csvImports.status, 'running'), lt(csvImports.leaseUntil, now)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** Takes a queued import (or one whose run's lease has passed) for a new run; null: nothing to do. */
export async function claimImport(db: DbOrTx, id: string, now: Date, leaseMs: number): Promise<ImportRowRecord | null> {
  const [row] = await db
    .update(csvImports)
    .set({
      status: 'running',
      attempt: sql`${csvImports.attempt} + 1`,
      leaseUntil: new Date(now.getTime() + leaseMs),
      phase: 'validating',
      progressDone: 0,
    })
    .where(
      and(
        eq(csvImports.id, id),
        or(eq(csvImports.status, 'queued'), and(eq(csvImports.status, 'running'), lt(csvImports.leaseUntil, now))),
      ),
    )
    .returning();
  return row ?? null;
}

/** A run's progress, renewing its lease; answers whether a cancel was asked for (null: the run lost the row). */
export async function recordProgress(
  db: DbOrTx,
  id: string,
  attempt: number,
  v: { phase: 'validating' | 'writing'; done: number; leaseUntil: Date },
): Promise<{ cancel: boolean } | null> {
  const [row] = await db
    .update(csvImports)
    .set({ phase: v.phase, progressDone: v.done, leaseUntil: v.leaseUntil })
    .where(and(eq(csvImports.id, id), eq(csvImports.attempt, attempt), eq(csvImports.status, 'running')))
    .returning({ cancel: csvImports.cancelRequested });
  return row ? { cancel: row.cancel !== null } : null;
}

/** The run's last write, in its transaction: only the latest attempt, not cancelled, may complete. */
export async function completeImport(
  db: DbOrTx,
  id: string,
  attempt: number,
  result: { created: number; invited: number; ids: string[] },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(csvImports)
    .set({
      status: 'completed',
      phase: 'done',
      result,
      finishedAt: now,
      leaseUntil: null,
      error: null,
      errorRows: null,
    })
    .where(
      and(
        eq(csvImports.id, id),
        eq(csvImports.attempt, attempt),
        eq(csvImports.status, 'running'),
        sql`${csvImports.cancelRequested} is null`,
      ),
    )
    .returning({ id: csvImports.id });
  return rows.length > 0;
}

/** A run that ended without writing: failed (with the rows' errors) or cancelled. */
export async function endImport(
  db: DbOrTx,
  id: string,
  attempt: number,
  v: { status: 'failed' | 'cancelled'; error: string; errorRows?: TCsvRow[]; errorRowCount?: number; now: Date },
): Promise<void> {
  await db
    .update(csvImports)
    .set({
      status: v.status,
      phase: 'done',
      error: v.error,
      errorRows: v.errorRows?.slice(0, CSV_IMPORT_LIMITS.errorRowsKept) ?? null,
      errorRowCount: v.errorRowCount ?? 0,
      leaseUntil: null,
      finishedAt: v.now,
    })
    .where(and(eq(csvImports.id, id), eq(csvImports.attempt, attempt)));
}

/** Cancels a queued import at once, or asks its run to stop; false when it is neither. */
export async function cancelImport(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const queued = await db
    .update(csvImports)
    .set({ status: 'cancelled', phase: 'done', error: 'csvImport.errors.cancelled', finishedAt: now })
    .where(and(eq(csvImports.id, id), eq(csvImports.status, 'queued')))
    .returning({ id: csvImports.id });
  if (queued.length) return true;
  const running = await db
    .update(csvImports)
    .set({ cancelRequested: now })
    .where(and(eq(csvImports.id, id), eq(csvImports.status, 'running')))
    .returning({ id: csvImports.id });
  return running.length > 0;
}

/** Imports a run holds no more: `running` under a lease that has passed (its process died). */
export async function staleImports(db: DbOrTx, now: Date, limit = 20): Promise<{ id: string }[]> {
  return db
    .select({ id: csvImports.id })
    .from(csvImports)
    .where(and(eq(csvImports.status, 'running'), lt(csvImports.leaseUntil, now)))
    .limit(limit);
}

/** Imports whose key has expired and that still keep a file, or are not done: the cleanup's work. */
export async function expiredImports(db: DbOrTx, now: Date, limit = 200) {
  return db
    .select({ id: csvImports.id, fileKey: csvImports.fileKey, status: csvImports.status })
    .from(csvImports)
    .where(
      and(
        lt(csvImports.expiresAt, now),
        or(isNotNull(csvImports.fileKey), inArray(csvImports.status, ['parsed', 'failed', 'cancelled'])),
        sql`${csvImports.status} not in ('queued', 'running')`,
      ),
    )
    .limit(limit);
}

export async function forgetFile(db: DbOrTx, id: string): Promise<void> {
  await db.update(csvImports).set({ fileKey: null }).where(eq(csvImports.id, id));
}

export async function deleteImport(db: DbOrTx, id: string): Promise<void> {
  await db.delete(csvImports).where(eq(csvImports.id, id));
}

/** The import as GET csv/{key} answers it; `live` is the running process's fresher progress, if any. */
export function presentImport(
  row: ImportRowRecord,
  live?: { phase: 'validating' | 'writing'; done: number } | null,
): TCsvImport {
  const errorRows = (row.errorRows ?? []) as TCsvRow[];
  const running = row.status === 'running';
  return {
    key: row.id,
    entity: row.entity,
    status: row.status,
    fileName: row.fileName,
    companyId: row.companyId,
    summary: { rows: row.rowCount, valid: row.rowCount - row.errorRowCount, invalid: row.errorRowCount },
    progress: {
      phase: running && live ? live.phase : row.phase,
      done: running && live ? live.done : row.progressDone,
      total: row.rowCount,
    },
    validationFailed: row.status === 'failed' && row.error === 'csvImport.errors.validationFailed',
    errorRows,
    errorRowCount: row.errorRowCount,
    error: row.status === 'completed' ? null : row.error,
    result: row.result ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}
