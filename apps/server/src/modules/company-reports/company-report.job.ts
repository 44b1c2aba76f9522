import { defineJob } from '../../jobs/define.ts';
import { buildCompanyReport } from './company-report-build.ts';

/**
 * Builds one asked-for company report into the file store. A failure marks the report failed and
 * throws, so pg-boss retries it; a process killed mid-way leaves the job active until it expires,
 * then another process takes it over (company-report-build.ts cleans what the killed one left).
 */
export const companyReportJob = defineJob<{ reportId: string }>({
  name: 'company-report.build',
  // A 20,000-engagement group builds in seconds (docs/decisions/company-report.md); 10 minutes
  // leaves room for the largest groups before a killed attempt is handed to another process.
  queue: { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  // One at a time per process: a report reads a whole group, a second would only share the same CPU.
  work: { batchSize: 1, pollingIntervalSeconds: 2, workers: 1 },
  enabled: (deps) => deps.storage != null,
  async handle({ reportId }, ctx) {
    if (!ctx.storage) throw new Error('file storage is not configured');
    const started = Date.now();
    const outcome = await buildCompanyReport(ctx.db, ctx.storage, reportId, ctx.now);
    ctx.log.info({ reportId, outcome, ms: Date.now() - started }, 'company report');
  },
});
