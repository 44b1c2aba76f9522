import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';

export const TEMPLATE_DB = 'statera_test_template';

/**
 * With TEST_DATABASE_URL (a real PostgreSQL), migrate one template database once;
 * each test file then clones it. Without it, each file migrates its own in-memory PGlite.
 */
export async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB), pgliteDir: null, poolSize: 1 });
  await database.migrate();
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
