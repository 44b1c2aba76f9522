import { type App, buildApp } from './app.ts';
import { installAppJobs, JOBS } from './composition/jobs.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { type JobRunner, type StartJobsOptions, startJobs } from './jobs/runner.ts';
import { createSmtpMailer, type Mailer } from './lib/mail.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import { moveDatabaseAvatars } from './modules/users/legacy-avatars.ts';
import { type ProcessRole, runsJobs } from './process-role.ts';

/** One server process, started as its role says and not yet listening (main.ts listens). */
export interface ServerProcess {
  role: ProcessRole;
  app: App;
  database: Database;
  /** The job runner; null in a web process, which only enqueues. */
  jobs: JobRunner | null;
  /** The SMTP mailer of a process that sends (worker, both) when SMTP_URL is set. */
  mailer: Mailer | null;
  /** Whether this start seeded the demo data. */
  seeded: boolean;
  /** A graceful stop as the role needs it, within `deadline` (ms since the epoch); throws what failed. */
  stop(signal: string, deadline: number): Promise<void>;
}

export interface StartServerOptions {
  /** An open database (tests); default: opened from the configuration. */
  database?: Database;
  /** pg-boss settings and the clock handed to handlers (tests). */
  jobs?: Pick<StartJobsOptions, 'bossOptions' | 'clock'>;
}

/**
 * Starts a server process in its role (docs/decisions/process-roles.md): migrates (one process at a
 * time), builds the app (a worker's serves health only) and, in a worker or both, starts the jobs —
 * every queue's handlers, the schedules and the mail sweep. A web process starts no job, schedule or
 * sweep: what it enqueues waits in PostgreSQL for a worker.
 */
export async function startServer(config: Config, options: StartServerOptions = {}): Promise<ServerProcess> {
  const role = config.processRole;
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }));
  await database.migrate(installAppJobs);
  const storage = await createStorage(config.files);
  // The app is built first: it wires the hooks the seed's services use (e.g. the SDS email's appeal link).
  const app = await buildApp({ ...config, role, storage }, database);
  const seedAsked = config.seedDemo === 'true' || (config.seedDemo === 'auto' && database.kind === 'pglite');
  // Processes starting together seed one after the other: the first seeds, the next finds users and stops.
  const seeded = seedAsked
    ? await database.exclusively('seed-demo', () =>
        seedDemoIfEmpty(database.db, config.publicUrl, { storage, secret: config.jwtSecret }),
      )
    : false;
  // Row by row under a row lock: processes starting together share the work, none moves one twice.
  await moveDatabaseAvatars(database.db, app.storage, app.log);

  const background = runsJobs(role);
  const mailer = background && config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null;
  if (background && !mailer) {
    app.log.warn('mail is disabled (SMTP_URL is not set): emails stay queued in the outbox until it is');
  }
  // buildApp never starts jobs; a web process leaves them to the worker processes.
  const jobs = background
    ? await startJobs({
        database,
        jobs: JOBS,
        mailer,
        storage: app.storage,
        log: app.log,
        links: { publicUrl: app.publicUrl, secret: config.jwtSecret },
        webhooksAllowLoopback: config.webhooksAllowLoopback,
        ...options.jobs,
      })
    : null;

  async function stop(signal: string, deadline: number): Promise<void> {
    if (role === 'worker') {
      // Nothing to drain (no proxy sends it requests): not ready at once, and every second left goes
      // to the jobs in hand. Workers stop fetching; a mail batch stops after the message in hand.
      app.draining = true;
      await Promise.all([app.close(), jobs?.stop(Math.max(1_000, deadline - Date.now() - 1_000))]);
    } else {
      if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
        // Drain first: not ready, each answer closing its connection; new connections still served.
        app.draining = true;
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      }
      await app.close(); // stops accepting; in-flight requests finish
      await jobs?.stop(Math.max(1_000, deadline - Date.now() - 1_000));
    }
    mailer?.close();
    await database.close();
  }

  return { role, app, database, jobs, mailer, seeded, stop };
}
