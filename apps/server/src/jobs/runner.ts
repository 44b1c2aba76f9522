import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { describeConnectionError, isConnectionLoss, rateLimitedLog } from '../lib/db-faults.ts';
import { createBoss } from './boss.ts';
import { type JobContext, type JobDefinition, type JobDeps, type JobLog, RetryLater } from './define.ts';
import { registerWaker } from './wake.ts';

export interface JobRunner {
  boss: PgBoss;
  /** Names of the queues this process works. */
  working: string[];
  /** Stops fetching, waits for running handlers (up to `timeoutMs`), then closes pg-boss's pool. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface StartJobsOptions {
  database: Database;
  mailer: JobDeps['mailer'];
  storage?: JobDeps['storage'];
  links?: JobDeps['links'];
  webhooksAllowLoopback?: boolean;
  log: JobLog;
  /** The jobs this process works: the app's are `JOBS` of the composition root (composition/jobs.ts). */
  jobs: readonly JobDefinition<object>[];
  /** The clock handed to handlers; tests pass a fixed one. */
  clock?: () => Date;
  /** pg-boss settings for this process (tests shorten the cron intervals). */
  bossOptions?: PgBoss.ConstructorOptions;
}

/**
 * Starts background jobs in this process (main.ts; `buildApp` never does): pg-boss's maintenance
 * and cron, a worker per enabled job, and each enabled job's schedule. Any number of processes may
 * run this on one database; a job is worked by one of them, a schedule fires once.
 */
export async function startJobs(opts: StartJobsOptions): Promise<JobRunner> {
  const jobs = opts.jobs;
  const clock = opts.clock ?? (() => new Date());
  const deps: JobDeps = {
    db: opts.database.db,
    mailer: opts.mailer,
    storage: opts.storage ?? null,
    ...(opts.links ? { links: opts.links } : {}),
    sharedConnection: opts.database.kind === 'pglite',
    webhooksAllowLoopback: opts.webhooksAllowLoopback ?? false,
  };
  const boss = createBoss(opts.database, opts.bossOptions);
  // While PostgreSQL is down every poll fails: one short warning per burst instead of a stack each.
  const warnDatabaseDown = rateLimitedLog((fields, msg) => opts.log.warn(fields, msg));
  boss.on('error', (err) => {
    if (isConnectionLoss(err))
      warnDatabaseDown({ ...describeConnectionError(err) }, 'background jobs: database unavailable');
    else opts.log.error({ err }, 'background jobs error');
  });
  let stopping = false;
  const isStopping = () => stopping;
  await boss.start();

  const working: string[] = [];
  const unregister: (() => void)[] = [];
  const locals: { timer: NodeJS.Timeout; running: Promise<void> | null }[] = [];
  for (const job of jobs) {
    const enabled = job.enabled?.(deps) ?? true;
    if (!enabled) {
      // Nobody here works it: no schedule either, or its jobs would pile up unworked.
      if (job.schedule) await boss.unschedule(job.name);
      continue;
    }
    const fetchOptions = {
      batchSize: job.work?.batchSize ?? 1,
      pollingIntervalSeconds: job.work?.pollingIntervalSeconds ?? 2,
      // retryCount and retryLimit: a job that waits (RetryLater) is an error on its last attempt only
      includeMetadata: true as const,
    };
    const workBatch = async (batch: PgBoss.JobWithMetadata<object>[]) => {
      // One failing job fails alone: the others of the batch are completed by pg-boss afterwards.
      for (const [i, j] of batch.entries()) {
        if (stopping) {
          // Shutting down: the jobs of the batch not started yet are handed back (failed, so
          // retried as the queue says) rather than making the stop wait for the whole batch.
          const rest = batch.slice(i).map((r) => r.id);
          await Promise.all(
            rest.map((id) => boss.fail(job.name, id, { message: 'not started: the process was stopping' })),
          );
          break;
        }
        const ctx: JobContext = { ...deps, now: clock(), jobId: j.id, log: opts.log, stopping: isStopping };
        try {
          await job.handle(j.data, ctx);
        } catch (err) {
          if (err instanceof RetryLater && j.retryCount < j.retryLimit) {
            opts.log.info(
              { queue: job.name, jobId: j.id, retryCount: j.retryCount, reason: err.message },
              'job waits: retried later',
            );
          } else opts.log.error({ err, queue: job.name, jobId: j.id }, 'job failed');
          await boss.fail(job.name, j.id, { message: (err as Error).message ?? String(err) });
        }
      }
    };
    // Each worker polls and works its own batches (see JobDefinition.work.workers).
    for (let w = 0; w < Math.max(1, job.work?.workers ?? 1); w++) {
      const workerId = await boss.work<object>(job.name, fetchOptions, workBatch);
      unregister.push(registerWaker(job.name, () => boss.notifyWorker(workerId)));
    }
    if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
    if (job.every) locals.push(everyFewSeconds(job, job.every));
    working.push(job.name);
  }

  /** The handler run here every `seconds` (JobDefinition.every), never two at once. */
  function everyFewSeconds(job: JobDefinition<object>, seconds: number) {
    const local: { timer: NodeJS.Timeout; running: Promise<void> | null } = { timer: undefined!, running: null };
    local.timer = setInterval(() => {
      if (stopping || local.running) return;
      const ctx: JobContext = {
        ...deps,
        now: clock(),
        jobId: `local:${job.name}`,
        log: opts.log,
        stopping: isStopping,
      };
      local.running = job
        .handle({}, ctx)
        .catch((err) => {
          if (isConnectionLoss(err))
            warnDatabaseDown({ ...describeConnectionError(err) }, 'background jobs: database unavailable');
          else opts.log.error({ err, queue: job.name }, 'periodic job failed');
        })
        .finally(() => {
          local.running = null;
        });
    }, seconds * 1000);
    local.timer.unref();
    return local;
  }

  return {
    boss,
    working,
    async stop(timeoutMs = 10_000) {
      stopping = true;
      for (const off of unregister) off();
      for (const local of locals) clearInterval(local.timer);
      await Promise.all([
        boss.stop({ graceful: true, timeout: timeoutMs }),
        Promise.race([
          Promise.all(locals.map((l) => l.running)),
          new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
        ]),
      ]);
    },
  };
}
