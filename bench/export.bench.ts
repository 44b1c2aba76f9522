/**
 * Times the engagement export (GET /api/my-engagements?format=xls: the list read in batches, the
 * streamed workbook and the audit event).
 *
 * Default: ENGAGEMENTS engagements (default 5,000) seeded here, through app.inject.
 * Database: DATABASE_URL when set (PostgreSQL), else in-memory PGlite.
 *   npx tsx bench/export.bench.ts
 *
 * SCALE=1: over HTTP against the scale dataset (DATABASE_URL = a copy of it, bench/seed-scale.ts),
 * the group-1 client admin (20,000 engagements, so the export is cut at 10,000 rows). The server runs
 * in a child process (bench/support/export-server.ts) whose RSS is sampled every 20 ms. Prints, per
 * server: the bare route rate, GET /api/my-engagements at CONNECTIONS connections alone, RUNS exports
 * alone (time to first and last byte, RSS peak), then the list under load while exports run back to
 * back (p99, export times, RSS peak). BEFORE=<git ref> also measures that commit first (extracted
 * with git archive into /tmp, sharing this checkout's node_modules) for before/after figures.
 *   SCALE=1 BEFORE=main DATABASE_URL=postgres://…/copy npx tsx bench/export.bench.ts
 */

import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { installAppJobs } from '../apps/server/src/composition/jobs.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { issueSessionTokens } from '../apps/server/src/modules/auth/auth.service.ts';
import { engagementExportRows } from '../apps/server/src/modules/engagements/engagement-export-reader.ts';
import { seedEngagements } from './support/seed-engagements.ts';

const ENGAGEMENTS = Number(process.env.ENGAGEMENTS ?? 5000);
const RUNS = Number(process.env.RUNS ?? 5);

if (process.env.SCALE) {
  const { scaleExportBench } = await import('./support/export-scale.ts');
  await scaleExportBench();
  process.exit(0);
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null, poolSize: 4 });
await database.migrate(installAppJobs);
const db = database.db;
const { admin, actor } = await seedEngagements(database, ENGAGEMENTS);

const app = await buildApp({ jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent' }, database);
await app.ready();
const { accessToken } = await issueSessionTokens(db, app.tokens, admin.id, randomUUID());
const authorization = `Bearer ${accessToken}`;

const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const res = await app.inject({ url: '/api/my-engagements?format=xls', headers: { authorization } });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
  times.push(ms);
  console.log(`export run ${run + 1}: ${ms.toFixed(0)} ms, ${(res.rawPayload.length / 1024).toFixed(0)} KiB`);
}
times.sort((a, b) => a - b);
const q0 = performance.now();
const { rows } = await engagementExportRows(db, actor, { page: 1, rows: 10, format: 'xls' });
for await (const _ of rows.rest ?? []) void _;
console.log(`of which reading the rows (count and batches): ${(performance.now() - q0).toFixed(0)} ms`);
console.log(
  `engagement export of ${ENGAGEMENTS} rows: median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, best ${times[0]!.toFixed(0)} ms (${database.kind})`,
);

await app.close();
await database.close();
