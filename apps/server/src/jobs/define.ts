import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../lib/mail.ts';
import type { FileStorage } from '../lib/storage/storage.ts';

/** The logger jobs write to (Fastify's pino logger in the server). */
export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a process gives its jobs: the database and the adapters that are configured. */
export interface JobDeps {
  db: Db;
  /** null: SMTP_URL is not set; mail jobs are not worked and emails wait in the outbox. */
  mailer: Mailer | null;
  /** The file store (generated documents); absent: jobs that write files are not worked here. */
  storage?: FileStorage | null;
  /** For jobs that mail one-time links and codes (contractor-report digest): PUBLIC_URL and the server secret. */
  links?: { publicUrl: string; secret: string };
  /**
   * PGlite: one connection serves the process, so a job holding a transaction open (an import)
   * cannot write beside it on `db` (it would wait for itself).
   */
  sharedConnection?: boolean;
  /** Webhook deliveries may go to loopback addresses (tests and development only). */
  webhooksAllowLoopback?: boolean;
}

/** What one run of a handler gets: the dependencies, the job and the time it runs at. */
export interface JobContext extends JobDeps {
  /** The clock of this run: `new Date()` in the server, a chosen instant in tests. */
  now: Date;
  jobId: string;
  log: JobLog;
  /** True once the process is shutting down: a handler that loops (a sweep) stops after the item in hand. */
  stopping?: () => boolean;
}

/**
 * One kind of background work: a pg-boss queue, the handler that works it and, for periodic work,
 * a cron schedule. Add a definition to `JOBS` (registry.ts) and the queue is created by the
 * database migration, worked by `startJobs` and sent with `sendJob(tx, definition, data)`.
 */
export interface JobDefinition<TData extends object> {
  /** Queue name, `<module>.<verb>` (e.g. `email.deliver`). */
  name: string;
  /** Queue options: retries of a handler that throws (retryLimit, retryDelay seconds, retryBackoff), expiry, retention. */
  queue?: Omit<PgBoss.Queue, 'name'>;
  /**
   * How the worker fetches: jobs per fetch (default 1) and seconds between polls when idle (default 2;
   * pg-boss 10 waits what is left of it after a batch that took less). `workers` (default 1): workers of
   * this queue in one process, each fetching and working its own batches one job at a time, so at most
   * `workers` of its jobs run at once per process (pg-boss 10.4 has no `localConcurrency`; one `work()`
   * per worker is its way).
   */
  work?: { batchSize?: number; pollingIntervalSeconds?: number; workers?: number };
  /** Cron (UTC) on which a job is sent by itself; pg-boss sends it once across all server processes. */
  schedule?: string;
  /**
   * Seconds between runs of the handler in EACH process that works the queue, besides the schedule
   * (pg-boss's cron fires once a minute at most): for periodic work whose delay matters, such as the
   * mail sweep taking up a message whose sender was killed. Runs never overlap in one process; the
   * handler is written to run in several processes at once. Data is `{}`.
   */
  every?: number;
  /** Whether this process works the queue (default: always). Sent jobs wait while it is not worked. */
  enabled?: (deps: JobDeps) => boolean;
  /** Works one job. Throwing fails the job, and pg-boss retries it as the queue options say. */
  handle(data: TData, ctx: JobContext): Promise<void>;
}

/**
 * Thrown by a handler that waits for something not there yet (a statement PDF still rendering): the
 * job is retried as its queue says, logged at info rather than as a failure; only its last attempt,
 * when no retry is left, is logged as an error.
 */
export class RetryLater extends Error {}

/** Declares a job; the type of `data` is checked where the job is sent and where it is handled. */
export function defineJob<TData extends object>(definition: JobDefinition<TData>): JobDefinition<TData> {
  return definition;
}

/** The mailer of a mail job; mail jobs are enabled only when one is configured. */
export function requireMailer(ctx: JobContext): Mailer {
  if (!ctx.mailer) throw new Error('mail is disabled (SMTP_URL is not set)');
  return ctx.mailer;
}
