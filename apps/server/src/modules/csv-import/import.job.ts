import { defineJob } from '../../jobs/define.ts';
import { normalPublicUrl } from '../../lib/public-url.ts';
import { deleteImport, expiredImports, forgetFile } from './csv-import.repository.ts';
import { runImport } from './run-import.ts';

/**
 * Runs one import (docs/decisions/csv-import.md). A process killed mid-run leaves the job active
 * until it expires (10 minutes: a 50,000-row import takes well under one), then pg-boss retries it
 * and the retry claims the import once its lease has passed; the process call with the same key
 * may start it again sooner. A run that fails on its rows is not retried: the user fixes the file.
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
