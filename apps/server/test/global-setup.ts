import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { installAppJobs } from '../src/composition/jobs.ts';
import { migratedPgliteSnapshot, openDatabase } from '../src/db/client.ts';

/**
 * The template database each test file clones, named after the database of TEST_DATABASE_URL, so
 * that runs pointed at different databases of one cluster never rebuild each other's template.
 */
export function templateDbFor(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  return `statera_tpl_${name.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

declare module 'vitest' {
  interface ProvidedContext {
    /** The migrated PGlite data directory (an uncompressed .tar file) each test file loads; empty on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

/**
 * Migrates once per run, before any test file starts. With TEST_DATABASE_URL (a real PostgreSQL)
 * into a template database that each test file clones; otherwise into an in-memory PGlite whose
 * data directory is dumped to a plain tar file that each test file loads (docs/architecture.md, Tests;
 * uncompressed because it loads about 0.4 s of CPU faster than gzip: docs/decisions/test-harness.md).
 */
export async function setup(project: TestProject): Promise<() => void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    project.provide('pgliteSnapshot', '');
    await migrateTemplate(url);
    return () => {};
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'statera-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await (await migratedPgliteSnapshot(installAppJobs, 'none')).arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function migrateTemplate(url: string): Promise<void> {
  const template = templateDbFor(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(url, template), pgliteDir: null, poolSize: 1 });
  await database.migrate(installAppJobs);
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
