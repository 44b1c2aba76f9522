import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  /** null: in-memory PGlite. */
  pgliteDir: string | null;
  poolSize?: number;
  /** Called when an idle pooled connection fails (e.g. PostgreSQL restarts); the pool replaces it. */
  onConnectionError?: (err: Error) => void;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite (one process per data directory). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // Without a listener, an idle client's error (server restart, terminated backend) crashes the process.
    pool.on(
      'error',
      opts.onConnectionError ?? ((err) => process.emitWarning(`PostgreSQL connection error: ${err.message}`)),
    );
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  const release = opts.pgliteDir ? lockDataDir(opts.pgliteDir) : () => {};
  const client = opts.pgliteDir ? await PGlite.create(opts.pgliteDir) : await PGlite.create();
  const pdb = drizzlePglite(client, { schema });
  const db = pdb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pdb, { migrationsFolder }),
    ping: () => ping(db),
    close: async () => {
      await client.close();
      release();
    },
  };
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
