/**
 * Fault: the server is killed (SIGKILL) in the middle of a ROWS-row engagements import (default
 * 50,000), while its one transaction is writing. Starts a throw-away PostgreSQL 15 and the server
 * (its build, apps/server/dist/main.mjs, jobs included, files in a temporary FILES_DIR), parses and processes the
 * file over HTTP, kills the server once the import reports rows written, and checks that nothing of
 * it is in the database (engagements, assessments, entities, individuals, audit events, emails). A
 * second server is started; the same key answers 409 while the dead run's lease lasts; then nobody
 * acts, and the recovery job (every minute) queues the import again once the lease has passed: the
 * script checks it completes with every row exactly once, and says when.
 *   npx tsx bench/fault-kill-during-import.ts     (ROWS, DEADLINE; needs /usr/lib/postgresql/15)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { engagementsCsv, importState, parseEngagements, processEngagements } from './support/csv-import-run.ts';
import { seedWithSession } from './support/seed-session.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';
import { startThrowawayPostgres } from './support/throwaway-postgres.ts';

const ROWS = Number(process.env.ROWS ?? 50_000);
const DEADLINE_S = Number(process.env.DEADLINE ?? 900);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const pg = await startThrowawayPostgres();
const filesDir = mkdtempSync(path.join(tmpdir(), 'statera-kill-import-'));
const servers: ServerProcess[] = [];
try {
  const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
  const seeded = await seedWithSession(database, 5);
  const db = database.db;
  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
  const counts = () =>
    one<{
      engagements: number;
      assessments: number;
      entities: number;
      individuals: number;
      audit: number;
      emails: number;
    }>(sql`select
      (select count(*)::int from engagements) as engagements,
      (select count(*)::int from assessments) as assessments,
      (select count(*)::int from engaged_entities) as entities,
      (select count(*)::int from engaged_individuals) as individuals,
      (select count(*)::int from audit_events) as audit,
      (select count(*)::int from email_messages) as emails`);
  const env = { DATABASE_URL: pg.url, JWT_SECRET: seeded.jwtSecret, FILES_DIR: filesDir };
  const first = await startServerProcess(env);
  servers.push(first);
  const caller = { base: first.base, token: seeded.accessToken };
  const tag = randomBytes(3).toString('hex');
  const file = engagementsCsv(ROWS, { specialist: seeded.specialist.email, approver: seeded.approver.email }, tag);
  const parsed = await parseEngagements(caller, file, seeded.company.id);
  if (parsed.status !== 200) throw new Error(`parse: ${JSON.stringify(parsed)}`);
  const key = parsed.body.key;
  const before = await counts();
  const startedAt = Date.now();
  if ((await processEngagements(caller, key)).status !== 202) throw new Error('process did not start');
  // Kill it while it writes: the job has checked every row and written some.
  let atKill = await importState(caller, key);
  while (Date.now() - startedAt < DEADLINE_S * 1000) {
    atKill = await importState(caller, key);
    if (atKill.progress.phase === 'writing' && atKill.progress.done >= Math.min(5_000, ROWS / 4)) break;
    if (atKill.status === 'completed') throw new Error('the import completed before the kill: use more ROWS');
    await sleep(50);
  }
  first.child.kill('SIGKILL');
  const killedAt = Date.now();
  await first.waitExit(5_000);
  const afterKill = await counts();
  const row = await one<{ status: string; attempt: number }>(
    sql`select status, attempt from csv_imports where id = ${key}`,
  );
  const ofImport = await one<{ n: number }>(sql`select count(*)::int as n from engagements where import_id = ${key}`);

  const second = await startServerProcess(env);
  servers.push(second);
  const again = { base: second.base, token: seeded.accessToken };
  // Right after the kill the dead run's lease lasts: the same key answers 409. Then nobody acts: the
  // recovery job (every minute) queues the import again once the lease has passed.
  const refusals = [(await processEngagements(again, key)).status];
  // Followed in the database (a long run outlives the 15-minute access token of the API calls).
  const status = () =>
    one<{ status: string; created: number | null; attempt: number }>(
      sql`select status, (result->>'created')::int as created, attempt from csv_imports where id = ${key}`,
    );
  let requeued: number | null = null;
  let state = await status();
  while (Date.now() - killedAt < DEADLINE_S * 1000 && (state.status === 'queued' || state.status === 'running')) {
    if (requeued === null && state.attempt > row.attempt) requeued = Date.now();
    await sleep(500);
    state = await status();
  }
  const doneAt = Date.now();
  const final = await counts();
  const dupes = await one<{
    n: number;
  }>(sql`select count(*)::int as n from (select engaged_individual_id from engagements
    where import_id = ${key} group by engaged_individual_id having count(*) > 1) d`);
  const imported = await one<{ n: number }>(sql`select count(*)::int as n from engagements where import_id = ${key}`);
  const attempt = await one<{ attempt: number }>(sql`select attempt from csv_imports where id = ${key}`);
  await database.close();

  const delta = (a: Record<string, number>, b: Record<string, number>) =>
    Object.entries(b)
      .map(([k, v]) => `${k} ${v - (a[k] ?? 0) >= 0 ? '+' : ''}${v - (a[k] ?? 0)}`)
      .join(', ');
  console.log(`\nSIGKILL during a ${ROWS}-row engagements import (PostgreSQL 15)`);
  console.log(
    `killed ${((killedAt - startedAt) / 1000).toFixed(1)} s after the process call, while ${atKill.progress.phase} (${atKill.progress.done} of ${atKill.progress.total} rows reported written)`,
  );
  console.log(
    `after the kill, against before the import: ${delta(before, afterKill)}; rows of the import: ${ofImport.n}; import row: ${row.status} (attempt ${row.attempt})`,
  );
  console.log(
    `second server: the process call right after the kill answers ${refusals.join(', ')} (409 while the dead run's lease lasts); the recovery job started attempt ${state.attempt} ${requeued ? `${((requeued - killedAt) / 1000).toFixed(1)} s` : '(not seen)'} after the kill, with no call from anyone`,
  );
  console.log(
    `retried import: ${state.status}, ${state.created ?? 0} created, ${((doneAt - killedAt) / 1000).toFixed(1)} s after the kill; attempts ${attempt.attempt}`,
  );
  console.log(
    `after the retry, against before: ${delta(before, final)}; engagements of the import ${imported.n}; individuals with two of them: ${dupes.n}`,
  );
  await second.child.kill('SIGTERM');
  await second.waitExit(15_000);
} finally {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  pg.destroy();
  rmSync(filesDir, { recursive: true, force: true });
}
