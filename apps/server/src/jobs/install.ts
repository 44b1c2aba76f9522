import PgBoss from 'pg-boss';
import { JOB_SCHEMA } from './boss.ts';
import type { JobDefinition } from './define.ts';
import type { SqlExecutor } from './sql.ts';

/**
 * Creates (or migrates) pg-boss's schema and one queue per job, and keeps each queue's options as
 * declared. Run by `database.migrate(installAppJobs)` with the app's jobs (composition/jobs.ts),
 * so every database (and every test template) has the job tables: sending a job inside a transaction then works without starting any worker.
 */
export async function installJobs(executor: SqlExecutor, jobs: readonly JobDefinition<object>[]): Promise<void> {
  const boss = new PgBoss({ schema: JOB_SCHEMA, db: executor, supervise: false, schedule: false });
  // start() only installs or migrates the schema here (advisory-locked, safe across processes).
  await boss.start();
  try {
    const existing = new Set((await boss.getQueues()).map((q) => q.name));
    for (const job of jobs) {
      if (!existing.has(job.name)) await boss.createQueue(job.name, { name: job.name, ...job.queue });
      else await boss.updateQueue(job.name, { name: job.name, ...job.queue });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
