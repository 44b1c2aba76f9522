import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { reportGenerationJob } from '../modules/reports/report.job.ts';
import type { JobDefinition, JobLog } from './define.ts';
import { type JobRunner, startJobs } from './runner.ts';
import { sendJob } from './send.ts';

const ctx = useTestApp();
const errors: unknown[] = [];
const log: JobLog = { info() {}, warn() {}, error: (obj) => errors.push(obj) };
const runners: JobRunner[] = [];
afterAll(async () => {
  for (const r of runners) await r.stop(2000);
});
const sql = async (text: string, values: unknown[] = []) => (await ctx.database.executeSql(text, values)).rows;

/**
 * The report queue as configured (batch, poll, workers) with a handler that takes 150 ms, the time
 * of a statement's rendering, and records how many run at once.
 */
function slowReports(tag: string) {
  const seen = { running: 0, most: 0, done: [] as string[] };
  const job: JobDefinition<{ reportId: string }> = {
    ...reportGenerationJob,
    enabled: () => true,
    async handle({ reportId }) {
      seen.running++;
      seen.most = Math.max(seen.most, seen.running);
      await new Promise((r) => setTimeout(r, 150));
      seen.running--;
      if (reportId.startsWith(tag)) seen.done.push(reportId);
    },
  };
  return { job, seen };
}

describe('a queue worked by several workers (report.generate: 2 workers of 8)', () => {
  it('drains at the pace of its jobs, never more than `workers` at once, and hands batches back on stop', async () => {
    expect(reportGenerationJob.work).toMatchObject({ workers: 2 });
    const tag = `w${Date.now()}`;
    const ids = Array.from({ length: 40 }, (_, i) => `${tag}-${i}`);
    for (const reportId of ids) await sendJob(ctx.app.db, reportGenerationJob, { reportId });
    const { job, seen } = slowReports(tag);
    const t0 = Date.now();
    const runner = await startJobs({ database: ctx.database, mailer: null, log, jobs: [job] });
    runners.push(runner);
    const until = Date.now() + 20_000;
    while (seen.done.length < 20 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    // 20 jobs of 150 ms two at a time: ~1.5 s of work; polling alone (the old 2 per 2 s) would need 20 s
    expect(seen.done.length).toBeGreaterThanOrEqual(20);
    expect(Date.now() - t0).toBeLessThan(8_000);
    expect(seen.most).toBe(2);

    const s0 = Date.now();
    await runner.stop(5_000);
    expect(Date.now() - s0).toBeLessThan(2_000);
    const states = await sql(
      `select state, count(*)::int as n from pgboss.job where name = $1 and data->>'reportId' like $2 group by state`,
      [reportGenerationJob.name, `${tag}-%`],
    );
    const count = (state: string) => Number(states.find((r) => r.state === state)?.n ?? 0);
    expect(count('completed')).toBe(seen.done.length);
    expect(count('active')).toBe(0);
    // what was fetched but not started went back to the queue, the rest was never fetched
    expect(count('retry') + count('created')).toBe(ids.length - seen.done.length);
    expect(errors).toEqual([]);
  });
});
