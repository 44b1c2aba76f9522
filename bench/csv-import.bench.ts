/**
 * Issue 26's import benchmark on a throw-away PostgreSQL 15: the server as production runs it
 * (apps/server/src/main.ts in a child process, jobs included, its 256 MB heap cap) takes a file of
 * ROWS engagement rows (default 50,000; each a new entity and individual) through both stages over
 * HTTP — parse (the preview), then process (the pg-boss job, all rows in one transaction) — while
 * autocannon (in its own process) loads the engagement list. Prints the parse and process times, the
 * server's peak resident memory, and the list's p99 before and during the import; then two process
 * calls of one file at once (one runs, the other 409).
 *   npx tsx bench/csv-import.bench.ts     (ROWS, SEED, CONNECTIONS, DURATION; needs /usr/lib/postgresql/15)
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { engagementsCsv, importState, parseEngagements, processEngagements, rssMb } from './support/csv-import-run.ts';
import type { LoadOptions, LoadSummary } from './support/load-summary.ts';
import { seedWithSession } from './support/seed-session.ts';
import { startServerProcess } from './support/server-process.ts';
import { startThrowawayPostgres } from './support/throwaway-postgres.ts';

const ROWS = Number(process.env.ROWS ?? 50_000);
const SEED = Number(process.env.SEED ?? 300);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4);
const DURATION = Number(process.env.DURATION ?? 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const generator = fileURLToPath(new URL('./support/load-generator.ts', import.meta.url));

function load(options: LoadOptions): Promise<LoadSummary> {
  return new Promise((resolve, reject) => {
    const child = fork(generator, [JSON.stringify(options)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (m) => resolve(m as LoadSummary));
    child.once('error', reject);
  });
}
const fmt = (s: LoadSummary) =>
  `${s.rps.toFixed(0)} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms, ${s.requests} requests, errors ${s.errors}`;

const pg = await startThrowawayPostgres();
const filesDir = mkdtempSync(path.join(tmpdir(), 'statera-import-files-'));
let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
try {
  const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
  const seeded = await seedWithSession(database, SEED);
  await database.close();
  server = await startServerProcess({
    DATABASE_URL: pg.url,
    JWT_SECRET: seeded.jwtSecret,
    FILES_DIR: filesDir,
    NODE_OPTIONS: '--max-old-space-size=256',
  });
  const pid = server.child.pid!;
  const caller = { base: server.base, token: seeded.accessToken };
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  const list: LoadOptions = {
    url: `${server.base}/api/my-engagements?page=1&rows=20`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: `Bearer ${seeded.accessToken}` },
  };
  await load({ ...list, duration: 2 }); // warm-up
  const before = await load(list);
  const idleRss = rssMb(pid);
  peak = idleRss;

  const tag = randomBytes(3).toString('hex');
  const file = engagementsCsv(ROWS, { specialist: seeded.specialist.email, approver: seeded.approver.email }, tag);
  // The list is loaded from the parse call until the import is done (autocannon runs DURATION s at a time).
  let importing = true;
  const during: LoadSummary[] = [];
  const loader = (async () => {
    while (importing) during.push(await load(list));
  })();
  const t0 = performance.now();
  const parsed = await parseEngagements(caller, file, seeded.company.id);
  const t1 = performance.now();
  if (parsed.status !== 200 || parsed.body.summary.invalid !== 0) throw new Error(`parse: ${JSON.stringify(parsed)}`);
  const queued = await processEngagements(caller, parsed.body.key);
  if (queued.status !== 202) throw new Error(`process: ${JSON.stringify(queued)}`);
  let state = await importState(caller, parsed.body.key);
  while (state.status === 'queued' || state.status === 'running') {
    await sleep(200);
    state = await importState(caller, parsed.body.key);
  }
  const t2 = performance.now();
  importing = false;
  if (state.status !== 'completed')
    console.log(`import ended ${JSON.stringify(state).slice(0, 500)}\n${server.logTail().slice(-3000)}`);
  await loader;
  clearInterval(sampler);

  // Two process calls of one file at once (two parses of it, two keys): one runs, the other 409.
  const small = engagementsCsv(
    1_000,
    { specialist: seeded.specialist.email, approver: seeded.approver.email },
    `${tag}b`,
  );
  const [a, b] = await Promise.all([
    parseEngagements(caller, small, seeded.company.id),
    parseEngagements(caller, small, seeded.company.id),
  ]);
  const both = await Promise.all([processEngagements(caller, a.body.key), processEngagements(caller, b.body.key)]);

  const worst = during.reduce((m, s) => Math.max(m, s.p99), 0);
  console.log(
    `\nCSV import of ${ROWS} engagement rows (PostgreSQL 15, server heap cap 256 MB, ${SEED} engagements seeded)`,
  );
  console.log(`parse (upload, read, check every row, preview): ${((t1 - t0) / 1000).toFixed(1)} s`);
  console.log(
    `process (queued → completed, one transaction): ${((t2 - t1) / 1000).toFixed(1)} s — ${state.status}, ${state.result?.created ?? 0} created`,
  );
  console.log(`both stages: ${((t2 - t0) / 1000).toFixed(1)} s (${(ROWS / ((t2 - t0) / 1000)).toFixed(0)} rows/s)`);
  console.log(`server RSS: ${idleRss.toFixed(0)} MB idle, peak ${peak.toFixed(0)} MB during the import`);
  console.log(`engagement list before: ${fmt(before)}`);
  for (const [i, s] of during.entries()) console.log(`engagement list during (${i + 1}): ${fmt(s)}`);
  console.log(`engagement list p99 during the import, worst window: ${worst} ms`);
  console.log(
    `two imports of one file at once: ${both.map((r) => `${r.status}${r.body.error_key ? ` ${r.body.error_key}` : ''}`).join(', ')}`,
  );
} finally {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  pg.destroy();
  rmSync(filesDir, { recursive: true, force: true });
}
