import { ERROR_KEYS, type TCsvDelimiter, type TCsvProcessOptions, type TCsvRow } from '@statera/shared';
import { sql } from 'drizzle-orm';
import { loadActor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  claimImport,
  completeImport,
  endImport,
  findImportUnscoped,
  forgetFile,
  type ImportRowRecord,
  recordProgress,
} from './csv-import.repository.ts';
import { endLiveProgress, liveProgress, setLiveProgress } from './import-progress.ts';
import { importTarget } from './import-target.ts';
import type { ImportContext } from './importer.ts';
import { IMPORTERS } from './importers.ts';
import { hasErrors, NO_VALUES } from './row-check.ts';
import { readChunks, validateFile } from './validate-file.ts';

/** A run holds its import this long past its last progress; a killed run's import can then be retried. */
export const IMPORT_LEASE_MS = 60_000;
/** Progress is written at most this often (each write renews the lease). */
const PROGRESS_EVERY_MS = 500;

export interface RunDeps {
  db: Db;
  storage: FileStorage;
  publicUrl: string;
  /** PGlite: one connection, so nothing is written beside the run's open transaction. */
  sharedConnection: boolean;
}

class RowErrors extends Error {}
class Cancelled extends Error {}
class Overtaken extends Error {}

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const stream = await storage.get(key);
  if (!stream) throw new AppError(404, ERROR_KEYS.notFound, 'The uploaded file is gone: upload it again.');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * One run of an import (the `csv.import` job): claims the import, reads its file and, in ONE
 * transaction, checks every row again and writes every record — or, at the first row error, a
 * cancel or any failure, writes nothing (the transaction rolls back, a killed process's too). The
 * run's claim (attempt, lease) is committed before that transaction, so a run killed mid-way leaves
 * its import `running` under a lease that passes: the job's retry, or the process call with the
 * same key, starts it again. docs/decisions/csv-import.md.
 */
export async function runImport(
  deps: RunDeps,
  importId: string,
  now: Date,
): Promise<'completed' | 'failed' | 'skipped'> {
  const claimed = await claimImport(deps.db, importId, now, deps.sharedConnection ? 30 * 60_000 : IMPORT_LEASE_MS);
  if (!claimed) return 'skipped';
  const attempt = claimed.attempt;
  try {
    await runClaimed(deps, claimed, now);
    if (claimed.fileKey) {
      await deps.storage.delete(claimed.fileKey).catch(() => {});
      await forgetFile(deps.db, importId);
    }
    return 'completed';
  } catch (error) {
    if (error instanceof Overtaken) return 'skipped';
    const end = (status: 'failed' | 'cancelled', key: string, extra = {}) =>
      endImport(deps.db, importId, attempt, { status, error: key, now: new Date(), ...extra });
    if (error instanceof RowErrors) {
      const { rows, count } = error.cause as { rows: TCsvRow[]; count: number };
      await end('failed', ERROR_KEYS.csvValidationFailed, { errorRows: rows, errorRowCount: count });
    } else if (error instanceof Cancelled) {
      await end('cancelled', ERROR_KEYS.csvImportCancelled);
    } else {
      await end('failed', error instanceof AppError ? String(error.errorKey) : ERROR_KEYS.csvImportFailed);
      if (!(error instanceof AppError)) throw error;
    }
    await recordAudit(deps.db, {
      actorId: null,
      action: error instanceof Cancelled ? 'csv_import.cancelled' : 'csv_import.failed',
      entityType: 'csv_import',
      entityId: importId,
      companyId: claimed.companyId,
      after: { attempt, error: error instanceof Error ? error.message.slice(0, 500) : String(error) },
    });
    return 'failed';
  } finally {
    endLiveProgress(importId);
  }
}

async function runClaimed(deps: RunDeps, imp: ImportRowRecord, now: Date): Promise<void> {
  const actor = await loadActor(deps.db, imp.createdById);
  if (!actor) throw new AppError(403, ERROR_KEYS.forbidden, 'The person who started the import can no longer sign in.');
  if (!imp.fileKey) throw new AppError(404, ERROR_KEYS.notFound, 'The uploaded file is gone: upload it again.');
  const data = await readAll(deps.storage, imp.fileKey);
  const options = imp.options as TCsvProcessOptions & { companyId?: string; parentId?: string };
  const progress = progressWriter(deps, imp);
  await deps.db.transaction(async (tx) => {
    // A run the job retried while this one still works (or the other way round) waits for nothing:
    // the later one finds the lock taken and leaves the import to the first.
    const [lock] = (
      (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${`csv_import:${imp.id}`})) as ok`,
      )) as unknown as {
        rows: { ok: boolean }[];
      }
    ).rows;
    if (!lock?.ok) throw new Overtaken();
    const company = await importTarget(tx, actor, imp.entity, options);
    const importer = IMPORTERS[imp.entity];
    const ctx: ImportContext = {
      actor,
      company,
      options,
      importId: imp.id,
      now,
      publicUrl: deps.publicUrl,
      progress: (done) => progress('writing', done),
    };
    await importer.lock?.(tx, ctx);
    const file = { data, type: imp.fileType };
    const delimiter = (imp.delimiter ?? undefined) as TCsvDelimiter | undefined;
    // Pass 1: every row checked, only the keys the checks across rows need kept (validate-file.ts).
    const checked = await validateFile(tx, ctx, importer, file, delimiter, (done) => progress('validating', done));
    if (checked.errorCount > 0) {
      throw new RowErrors('rows with errors', { cause: { rows: checked.errorRows, count: checked.errorCount } });
    }
    await progress('writing', 0);
    // Pass 2: the file read again and written a chunk at a time, each chunk released once written.
    // The next chunk is read and parsed while PostgreSQL writes the last (one chunk in flight): the
    // server's work and the database's overlap on two cores instead of taking turns.
    const writes = importer.writes(tx, ctx, checked.state);
    let writing: Promise<void> = Promise.resolve();
    try {
      await readChunks(importer, file, delimiter, async (chunk) => {
        for (const row of chunk) {
          // the same file through the same rules: a row can only fail here if the rules changed under the run
          if (hasErrors(row) || !row.parsed) throw new Error(`Row ${row.line} passed the checks but not its schema.`);
          row.values = NO_VALUES;
        }
        await writing;
        writing = writes.write(chunk);
        // a failed write is thrown by the next `await writing`; until then it is not "unhandled"
        writing.catch(() => {});
      });
    } catch (error) {
      // never leave a write running on the transaction's connection past its rollback
      await writing.catch(() => {});
      throw error;
    }
    await writing;
    const result = await writes.end();
    await progress('writing', checked.rowCount, true);
    if (!(await completeImport(tx, imp.id, imp.attempt, result, new Date()))) {
      const current = await findImportUnscoped(tx, imp.id);
      throw current?.cancelRequested ? new Cancelled() : new Overtaken();
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'csv_import.completed',
      entityType: 'csv_import',
      entityId: imp.id,
      companyId: imp.companyId,
      after: { entity: imp.entity, rows: checked.rowCount, created: result.created, invited: result.invited },
    });
  });
}

/**
 * Records a run's progress: in this process at once, on its row (renewing the lease) at most every
 * PROGRESS_EVERY_MS — on PostgreSQL only, through another connection than the run's transaction.
 * Throws Cancelled once a cancel was asked, so the transaction rolls back.
 */
function progressWriter(deps: RunDeps, imp: ImportRowRecord) {
  let last = 0;
  return async (phase: 'validating' | 'writing', done: number, force = false) => {
    setLiveProgress(imp.id, { phase, done });
    if (liveProgress(imp.id)?.cancel) throw new Cancelled();
    if (deps.sharedConnection || (!force && Date.now() - last < PROGRESS_EVERY_MS)) return;
    last = Date.now();
    const leaseUntil = new Date(last + IMPORT_LEASE_MS);
    const row = await recordProgress(deps.db, imp.id, imp.attempt, { phase, done, leaseUntil });
    if (!row) throw new Overtaken();
    if (row.cancel) throw new Cancelled();
  };
}
