import { defineJob } from '../../jobs/define.ts';
import { sendJob } from '../../jobs/send.ts';
import { normalPublicUrl } from '../../lib/public-url.ts';
import { deleteImport, expiredImports, forgetFile, staleImports } from './csv-import.repository.ts';
import { runImport } from './run-import.ts';

/**
 * Runs one import (docs/decisions/csv-import.md). A process killed mid-run leaves its import
 * `running` under a lease that passes 60 s after the run's last progress: the recovery below queues
 * it again within a minute of that (pg-boss's own retry would wait for the dead job's 10-minute
 * expiry), and the process call with the same key may start it sooner. A run that fails on its rows
 * is not retried: the user fixes the file.
 */
export const importJob = defineJob<{ importId: string }>({
  name: 'csv.import',
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  // One import at a time per process: each holds a transaction and up to 50,000 rows in memory.
  work: { batchSize: 1, pollingIntervalSeconds: 1, workers: 1 },
  enabled: (deps) => deps.storage != null,
  async handle({ importId }, ctx) {
    if (!ctx.storage) throw new Error('file storage is not configured');
    const outcome = await runImport(
      {
        db: ctx.db,
        storage: ctx.storage,
        publicUrl: normalPublicUrl(ctx.links?.publicUrl),
        sharedConnection: ctx.sharedConnection ?? false,
      },
      importId,
      ctx.now,
    );
    ctx.log.info({ importId, outcome }, 'csv import');
  },
});

/**
 * Every minute: imports whose run died (lease passed) are queued again, so an import killed with its
 * process completes within about two minutes without anyone pressing "import" again. The new run
 * claims the import only if the lease has still passed, and takes the import's advisory lock, so a
 * run that is merely slow is never doubled.
 */
export const importRecoveryJob = defineJob<Record<string, never>>({
  name: 'csv.recover',
  schedule: '* * * * *',
  queue: { retryLimit: 0 },
  enabled: (deps) => deps.storage != null,
  async handle(_data, ctx) {
    const stale = await staleImports(ctx.db, ctx.now);
    for (const { id } of stale) await sendJob(ctx.db, importJob, { importId: id });
    if (stale.length)
      ctx.log.warn({ imports: stale.map((s) => s.id) }, 'csv imports queued again after their run died');
  },
});

/** Hourly: the files and rows of keys that expired unused (or failed), and files of finished imports. */
export const importCleanupJob = defineJob<Record<string, never>>({
  name: 'csv.cleanup',
  schedule: '17 * * * *',
  enabled: (deps) => deps.storage != null,
  async handle(_data, ctx) {
    const expired = await expiredImports(ctx.db, ctx.now);
    for (const imp of expired) {
      if (imp.fileKey) await ctx.storage!.delete(imp.fileKey).catch(() => {});
      if (imp.status === 'completed') await forgetFile(ctx.db, imp.id);
      else await deleteImport(ctx.db, imp.id);
    }
    if (expired.length) ctx.log.info({ removed: expired.length }, 'expired csv imports');
  },
});
