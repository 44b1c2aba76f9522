import { defineJob } from '../../jobs/define.ts';
import { generateReport } from './report-generation.ts';

/**
 * Renders one queued Status Determination Statement, stores the PDF and marks the row generated.
 * A failure marks the row failed with the error and throws, so pg-boss retries it.
 */
export const reportGenerationJob = defineJob<{ reportId: string }>({
  name: 'report.generate',
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true },
  work: { batchSize: 2, pollingIntervalSeconds: 2 },
  enabled: (deps) => deps.storage != null,
  async handle({ reportId }, ctx) {
    if (!ctx.storage) throw new Error('file storage is not configured');
    const outcome = await generateReport(ctx.db, ctx.storage, reportId, ctx.now);
    ctx.log.info({ reportId, outcome }, 'status determination statement');
  },
});
