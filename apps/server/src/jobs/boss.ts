import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

/** Settings shared by every boss of the app (see docs/decisions/jobs.md). */
const BOSS_DEFAULTS: PgBoss.ConstructorOptions = {
  schema: JOB_SCHEMA,
  // Completed jobs move to the archive after a day and are deleted a week later.
  archiveCompletedAfterSeconds: 24 * 3600,
  deleteAfterDays: 7,
  // Expired jobs (their process died) are failed over to a retry at most 30 s after their expiry
  // (pg-boss's default looks every 2 minutes); one process does it per interval.
  maintenanceIntervalSeconds: 30,
};

/**
 * A pg-boss instance for the app's database. On PostgreSQL it opens its own small pool from the
 * connection string (workers poll without taking the request pool's connections); on PGlite it runs
 * in-process through the database's `executeSql` adapter (db/client.ts).
 */
export function createBoss(database: Database, options: PgBoss.ConstructorOptions = {}): PgBoss {
  const config = { ...BOSS_DEFAULTS, ...options };
  if (database.url) {
    return new PgBoss({ ...config, connectionString: database.url, max: 4, application_name: 'statera-jobs' });
  }
  return new PgBoss({ ...config, db: { executeSql: database.executeSql } });
}
