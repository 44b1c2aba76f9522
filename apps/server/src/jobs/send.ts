import PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/client.ts';
import { JOB_SCHEMA } from './boss.ts';
import type { JobDefinition } from './define.ts';
import { sqlExecutorOf } from './sql.ts';

/** When to run a sent job, and how to deduplicate it (pg-boss send options, without `db`). */
export type SendJobOptions = Pick<PgBoss.SendOptions, 'startAfter' | 'singletonKey' | 'priority' | 'retryLimit'>;

// Only builds pg-boss's insert; the SQL always runs on the caller's transaction (never started).
const sender = new PgBoss({
  schema: JOB_SCHEMA,
  db: { executeSql: () => Promise.reject(new Error('jobs are sent on the transaction of the change')) },
});

/**
 * Sends a job in the transaction of the change that causes it: the job row is written by that
 * transaction, so a rolled-back change leaves no job and a committed one is worked as soon as a
 * worker polls. Answers the job id (null when a singletonKey already has a job).
 */
export async function sendJob<TData extends object>(
  tx: DbOrTx,
  job: JobDefinition<TData>,
  data: TData,
  options: SendJobOptions = {},
): Promise<string | null> {
  return sender.send(job.name, data, { ...options, db: sqlExecutorOf(tx) });
}
