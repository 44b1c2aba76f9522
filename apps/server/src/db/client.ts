import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describeConnectionError, rateLimitedLog } from '../lib/db-faults.ts';
import { withAdvisoryLock } from './advisory-lock.ts';
import { type ListenHandlers, listenPglite, listenPostgres, type StopListening } from './listen.ts';
import { installSqlRenderer } from './render-sql.ts';
import { installRowMapper } from './row-mapper.ts';
import * as schema from './schema/index.ts';
import type { SqlExecutor } from './sql-executor.ts';
import { installUuidArrayParser } from './uuid-arrays.ts';

/** pg_trgm and btree_gin serve the search indexes (migrations 0010 and 0024 create the extensions). */
const pgliteExtensions = { pg_trgm, btree_gin };

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (unset on PGlite): pg-boss opens its own pool with it. */
  url?: string;
  /** Raw SQL outside any transaction: one statement with $1… values, or several without (pg-boss's `db`). */
  executeSql: SqlExecutor['executeSql'];
  /**
   * Applies the schema migrations, then `install` (within the same lock): the app passes
   * `installAppJobs` (composition/jobs.ts), which creates the background-job tables and a queue per
   * job. The database layer knows no module and no job: the composition root hands them in.
   * Safe when several processes start at once: on PostgreSQL one migrates while the others wait, then
   * find nothing left to do (drizzle's migrator takes no lock of its own).
   */
  migrate(install: InstallStep): Promise<void>;
  /** Runs `fn` alone across every process of this database (an advisory lock; PGlite: one process anyway). */
  exclusively<T>(name: string, fn: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /** Listens on a notification channel (LISTEN) on a connection of its own (db/listen.ts). */
  listen(channel: string, handlers: ListenHandlers): Promise<StopListening>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** What runs right after the schema migrations, on the same database (the job queue's install). */
export type InstallStep = (executor: SqlExecutor) => Promise<void>;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** null: in-memory PGlite. */
  pgliteDir: string | null;
  /**
   * In-memory PGlite only: start from this data directory (a `migratedPgliteSnapshot()`) instead of
   * creating an empty cluster.
   */
  pgliteSnapshot?: Blob;
  poolSize?: number;
  /** How long an idle pooled connection stays open (default 10 minutes; bench/pool-pause.bench.ts compares). */
  poolIdleMs?: number;
  /** Called when a pooled connection fails (e.g. PostgreSQL restarts), idle or checked out; the pool replaces it. */
  onConnectionError?: (err: Error) => void;
  /**
   * Render each statement with Drizzle too and throw when `renderSql` differs (db/render-sql.ts).
   * Default: on when `STATERA_CHECK_SQL_RENDER=1` (the server's tests set it).
   */
  checkSqlRender?: boolean;
}

const checkSqlRender = (opts: DatabaseOptions) => opts.checkSqlRender ?? process.env.STATERA_CHECK_SQL_RENDER === '1';

/** Opens PostgreSQL when a URL is given, else embedded PGlite (one process per data directory). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // A bounded connect wait: while PostgreSQL is down a request fails fast (503) instead of hanging.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      // Connections stay open between bursts (node-postgres closes an idle one after 10 s): a new
      // backend plans its first statements with cold catalog caches (≈10 ms for a statement on
      // engagements and its 32 indexes, against 0.2–1 ms warm) and plans each prepared statement
      // afresh five times before it settles on a generic plan — the slowest 1 % of a list's requests
      // after every pause (docs/decisions/performance.md, "Warm connections"). Renewed hourly.
      idleTimeoutMillis: opts.poolIdleMs ?? 10 * 60_000,
      maxLifetimeSeconds: 60 * 60,
      // Idle connections do not keep a script alive (a server is kept alive by its listener).
      allowExitOnIdle: true,
      // No JIT compilation: the dashboards' one-statement summaries carry planner costs in the
      // millions (correlated counts), so PostgreSQL 15 compiled them on every call — 25 s of
      // compiling for a query that runs in 0.3 s (docs/decisions/performance.md, "JIT").
      options: '-c jit=off',
    });
    const onError = opts.onConnectionError ?? defaultConnectionErrorHandler();
    // Without a listener, a client's error (server restart, terminated backend) crashes the process:
    // the pool listens on idle clients ('error' below); a client checked out by a query or a
    // transaction gets its own listener here, for all its life. Its query then fails (503 to the
    // request) and the pool drops the broken client on release and opens a new one when asked.
    pool.on('error', onError);
    pool.on('connect', (client) => {
      client.on('error', onError);
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    installSqlRenderer(db, { check: checkSqlRender(opts) });
    installRowMapper({ check: checkSqlRender(opts) });
    installUuidArrayParser();
    const url = opts.databaseUrl;
    const executeSql: SqlExecutor['executeSql'] = (text, values) => pool.query(text, values);
    return {
      db,
      kind: 'postgres',
      url,
      executeSql,
      migrate: (install) =>
        withAdvisoryLock(url, 'migrate', async () => {
          await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
          await install({ executeSql });
        }),
      exclusively: (name, fn) => withAdvisoryLock(url, name, fn),
      ping: () => ping(db),
      listen: (channel, handlers) => listenPostgres(opts.databaseUrl as string, channel, handlers, onError),
      close: () => pool.end(),
    };
  }
  const release = opts.pgliteDir ? lockDataDir(opts.pgliteDir) : () => {};
  const client = opts.pgliteDir
    ? await PGlite.create(opts.pgliteDir, { extensions: pgliteExtensions })
    : await PGlite.create(
        opts.pgliteSnapshot
          ? { loadDataDir: opts.pgliteSnapshot, extensions: pgliteExtensions }
          : { extensions: pgliteExtensions },
      );
  const pdb = drizzlePglite(client, { schema });
  installSqlRenderer(pdb, { check: checkSqlRender(opts) });
  installRowMapper({ check: checkSqlRender(opts) });
  const db = pdb as unknown as Db;
  const executeSql = pgliteExecutor(client);
  return {
    db,
    kind: 'pglite',
    executeSql,
    migrate: async (install) => {
      await migratePglite(pdb, { migrationsFolder });
      await install({ executeSql });
    },
    exclusively: (_name, fn) => fn(),
    ping: () => ping(db),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * pg-boss's `executeSql` on PGlite. PGlite runs one statement at a time in one session and queues
 * concurrent calls itself; what needs care is what pg-boss sends: several statements in one text
 * (its install, migrations and maintenance), which only the simple protocol (`exec`) accepts, and
 * `BEGIN; …; COMMIT;` blocks, which run through PGlite's own transaction so that they hold the
 * session until they end and roll back on error (a failed block must not leave the one shared
 * session inside an aborted transaction for the app's next query).
 */
function pgliteExecutor(client: PGlite): SqlExecutor['executeSql'] {
  return async (text, values) => {
    if (values && values.length > 0) {
      return client.query(
        text,
        values.map((v) => (v === undefined ? null : v)),
      );
    }
    const block = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/i.exec(text);
    const results = block ? await client.transaction((tx) => tx.exec(block[1]!)) : await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
}

/**
 * An in-memory PGlite with every migration applied, dumped as a data directory tarball (42 MB plain,
 * mostly an empty WAL segment; 5 MB gzipped): tests load it (`pgliteSnapshot`) instead of creating and
 * migrating each database from scratch. The tests use the plain tar, which loads faster
 * (docs/decisions/test-harness.md). Keep the type (application/gzip or x-tar) on the Blob when reading it back.
 */
export async function migratedPgliteSnapshot(
  install: InstallStep,
  compression: 'gzip' | 'none' = 'gzip',
): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    await install({ executeSql: pgliteExecutor(client) });
    return await client.dumpDataDir(compression);
  } finally {
    await client.close();
  }
}

/** A process warning per burst of connection errors (at most one per 5 s), without SQL or stack. */
function defaultConnectionErrorHandler(): (err: Error) => void {
  const warn = rateLimitedLog((fields, msg) => {
    const suppressed = fields.suppressed ? ` (+${fields.suppressed} more)` : '';
    process.emitWarning(`${msg}: ${fields.code ?? ''} ${fields.message}${suppressed}`.replace(/\s+/g, ' '));
  });
  return (err) => warn({ ...describeConnectionError(err) }, 'PostgreSQL connection error');
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** PGlite corrupts a data directory opened by two processes: hold a lock file while open. */
function lockDataDir(dir: string): () => void {
  mkdirSync(path.dirname(dir), { recursive: true });
  const lock = `${dir}.lock`;
  try {
    const fd = openSync(lock, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
  } catch {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (pid && isAlive(pid)) {
      throw new Error(`The database in ${dir} is in use by process ${pid}. Stop it first.`);
    }
    writeFileSync(lock, String(process.pid));
  }
  return () => rmSync(lock, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
