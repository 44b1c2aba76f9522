import { defineJob } from '../../jobs/define.ts';
import { generateReport } from './report-generation.ts';

/**
 * Renders one queued Status Determination Statement, stores the PDF and marks the row generated.
 * A failure marks the row failed with the error and throws, so pg-boss retries it.
 */
export const reportGenerationJob = defineJob<{ reportId: string }>({
  name: 'report.generate',
  // A process killed mid-batch leaves its jobs active: they expire after 2 minutes (a batch of 8
  // renders takes seconds) and are retried by the next process; a run that outlives it anyway is
  // overtaken safely (report-generation.ts). pg-boss's default is 15 minutes.
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  // Two workers of 8 (docs/decisions/performance.md, "SDS drain"): a batch of 8 renders outlasts the
  // 1 s poll, so a full queue drains at the rendering's pace, two statements at a time per process.
  work: { batchSize: 8, pollingIntervalSeconds: 1, workers: 2 },
  enabled: (deps) => deps.storage != null,
  async handle({ reportId }, ctx) {
    if (!ctx.storage) throw new Error('file storage is not configured');
    const outcome = await generateReport(ctx.db, ctx.storage, reportId, ctx.now);
    ctx.log.info({ reportId, outcome }, 'status determination statement');
  },
});
