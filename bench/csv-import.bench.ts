/**
 * Issue 26's import benchmark on a throw-away PostgreSQL 15: the server as production runs it
 * (its build, apps/server/dist/main.mjs, in a child process, jobs included, its 256 MB heap cap) takes a file of
 * ROWS engagement rows (default 50,000; each a new entity and individual) through both stages over
 * HTTP — parse (the preview), then process (the pg-boss job, all rows in one transaction) — while
 * autocannon (in its own process) loads the engagement list at RATE requests a second. Prints the
 * parse and process times (and the process's phases), the server's peak resident memory, and the
 * list's p50/p99 before and during each stage; then two process calls of one file at once (one runs,
 * the other 409). CONNECTIONS=0: no list load; CPU_PROFILE=<dir>: the server's CPU profile; PG_STATEMENTS=1:
 * PostgreSQL's own time during the process stage by statement (pg_stat_statements, nested statements
 * of triggers included); PG_SETTINGS: more PostgreSQL settings for the throw-away cluster.
 *   npx tsx bench/csv-import.bench.ts     (ROWS, SEED, CONNECTIONS, RATE, DURATION; needs /usr/lib/postgresql/15)
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  clusterCpuSeconds,
  cpuSeconds,
  engagementsCsv,
  importState,
  parseEngagements,
  processEngagements,
  rssMb,
} from './support/csv-import-run.ts';
import type { LoadOptions, LoadSummary } from './support/load-summary.ts';
import { seedWithSession } from './support/seed-session.ts';
import { startServerProcess } from './support/server-process.ts';
import { startThrowawayPostgres } from './support/throwaway-postgres.ts';

const ROWS = Number(process.env.ROWS ?? 50_000);
const SEED = Number(process.env.SEED ?? 300);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4);
const DURATION = Number(process.env.DURATION ?? 10);
/**
 * The list's load, requests per second over CONNECTIONS (default 50: a busy client's people on the
 * list, about a quarter of what this machine answers flat out). RATE=0: as fast as the server answers
 * — a saturating closed loop, whose p99 is mostly queueing behind the import's CPU on 2 cores.
 */
const RATE = Number(process.env.RATE ?? 50);
/** A directory: the server writes a CPU profile there when the bench ends it (bench/support/profile-summary.ts). */
const PROFILE = process.env.CPU_PROFILE;
/** Print PostgreSQL's time by statement during the process stage (pg_stat_statements). */
const STATEMENTS = process.env.PG_STATEMENTS === '1';
/** More PostgreSQL settings, space-separated `name=value` (PG_SETTINGS='shared_buffers=512MB max_wal_size=4GB'). */
const PG_SETTINGS = (process.env.PG_SETTINGS ?? '').split(/\s+/).filter(Boolean);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const generator = fileURLToPath(new URL('./support/load-generator.ts', import.meta.url));

/** A load on the list until `stop()` (or its duration): its summary. */
function load(options: LoadOptions): { done: Promise<LoadSummary>; stop(): Promise<LoadSummary> } {
  const child = fork(generator, [JSON.stringify(options)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const done = new Promise<LoadSummary>((resolve, reject) => {
    child.once('message', (m) => resolve(m as LoadSummary));
    child.once('error', reject);
  });
  return {
    done,
    stop() {
      child.send('stop');
      return done;
    },
  };
}
const fmt = (s: LoadSummary) =>
  `${s.rps.toFixed(0)} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms, ${s.requests} requests, errors ${s.errors}`;

/** pg_stat_statements from now on; `report` prints the statements that took most of PostgreSQL's time. */
async function statementStats(url: string) {
  const { default: pgClient } = await import('pg');
  const client = new pgClient.Client({ connectionString: url });
  await client.connect();
  await client.query('create extension if not exists pg_stat_statements');
  await client.query('select pg_stat_statements_reset()');
  return {
    async report() {
      const { rows } = await client.query(
        `select toplevel, calls, rows, round(total_exec_time) as ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
           from pg_stat_statements order by total_exec_time desc limit 25`,
      );
      const [sum] = (
        await client.query('select round(sum(total_exec_time)) as ms from pg_stat_statements where toplevel')
      ).rows;
      console.log(`\nPostgreSQL during the process stage: ${sum.ms} ms in top-level statements; the most costly:`);
      for (const r of rows)
        console.log(
          `  ${String(r.ms).padStart(7)} ms ${String(r.calls).padStart(6)}× ${String(r.rows).padStart(7)} rows ${r.toplevel ? ' ' : '↳'} ${r.query}`,
        );
      await client.end();
    },
  };
}

const pg = await startThrowawayPostgres([
  ...(STATEMENTS ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all'] : []),
  ...PG_SETTINGS,
]);
const filesDir = mkdtempSync(path.join(tmpdir(), 'statera-import-files-'));
let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
try {
  const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
  const seeded = await seedWithSession(database, SEED);
  await database.close();
  server = await startServerProcess(
    {
      DATABASE_URL: pg.url,
      JWT_SECRET: seeded.jwtSecret,
      FILES_DIR: filesDir,
      NODE_OPTIONS: '--max-old-space-size=256',
    },
    { nodeArgs: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [] },
  );
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
    overallRate: RATE || undefined,
  };
  if (CONNECTIONS > 0) await load({ ...list, duration: 2 }).done; // warm-up
  const before = CONNECTIONS > 0 ? await load(list).done : null;
  const idleRss = rssMb(pid);
  peak = idleRss;

  const tag = randomBytes(3).toString('hex');
  const file = engagementsCsv(ROWS, { specialist: seeded.specialist.email, approver: seeded.approver.email }, tag);
  // The list is loaded from the parse call until the import is done: one load for each stage.
  const during = (): ReturnType<typeof load> | null => (CONNECTIONS > 0 ? load({ ...list, duration: 3_600 }) : null);
  /** CPU seconds so far of the server and of PostgreSQL (the wall clock also counts waiting for a core). */
  const cpu = () => ({ server: cpuSeconds(pid), pg: clusterCpuSeconds(pg.dataDir) });
  const c0 = cpu();
  const t0 = performance.now();
  const parsing = during();
  const parsed = await parseEngagements(caller, file, seeded.company.id);
  const t1 = performance.now();
  const c1 = cpu();
  const duringParse = await parsing?.stop();
  const processing = during();
  const statements = STATEMENTS ? await statementStats(pg.url) : null;
  if (parsed.status !== 200 || parsed.body.summary.invalid !== 0) throw new Error(`parse: ${JSON.stringify(parsed)}`);
  const queued = await processEngagements(caller, parsed.body.key);
  if (queued.status !== 202) throw new Error(`process: ${JSON.stringify(queued)}`);
  let state = await importState(caller, parsed.body.key);
  const phases = new Map<string, number>();
  while (state.status === 'queued' || state.status === 'running') {
    const phase = `${state.status}${state.progress?.phase ? ` ${state.progress.phase}` : ''}`;
    if (!phases.has(phase)) phases.set(phase, performance.now());
    await sleep(200);
    state = await importState(caller, parsed.body.key);
  }
  const t2 = performance.now();
  const c2 = cpu();
  const duringProcess = await processing?.stop();
  if (state.status !== 'completed')
    console.log(`import ended ${JSON.stringify(state).slice(0, 500)}\n${server.logTail().slice(-3000)}`);
  clearInterval(sampler);
  if (statements) await statements.report();

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

  console.log(
    `\nCSV import of ${ROWS} engagement rows (PostgreSQL 15, server heap cap 256 MB, ${SEED} engagements seeded)`,
  );
  console.log(
    `list load (GET my-engagements, 20 rows): ${CONNECTIONS} connections, ${RATE ? `${RATE} req/s` : 'as fast as answered'}`,
  );
  console.log(`parse (upload, read, check every row, preview): ${((t1 - t0) / 1000).toFixed(1)} s`);
  console.log(
    `process (queued → completed, one transaction): ${((t2 - t1) / 1000).toFixed(1)} s — ${state.status}, ${state.result?.created ?? 0} created`,
  );
  const marks = [...phases, ['done', t2] as const];
  for (const [i, [phase, at]] of marks.slice(0, -1).entries())
    console.log(`  ${phase}: ${((marks[i + 1]![1] - at) / 1000).toFixed(1)} s`);
  console.log(`both stages: ${((t2 - t0) / 1000).toFixed(1)} s (${(ROWS / ((t2 - t0) / 1000)).toFixed(0)} rows/s)`);
  const used = (a: typeof c0, b: typeof c0) =>
    `server ${(b.server - a.server).toFixed(1)} s, PostgreSQL ${(b.pg - a.pg).toFixed(1)} s`;
  console.log(`CPU time: parse ${used(c0, c1)}; process ${used(c1, c2)}`);
  console.log(`server RSS: ${idleRss.toFixed(0)} MB idle, peak ${peak.toFixed(0)} MB during the import`);
  if (before) console.log(`engagement list before: ${fmt(before)}`);
  if (duringParse && duringProcess) {
    console.log(`engagement list during the parse: ${fmt(duringParse)}`);
    console.log(`engagement list during the process: ${fmt(duringProcess)}`);
    console.log(
      `engagement list p99 during the import (the worse stage): ${Math.max(duringParse.p99, duringProcess.p99)} ms`,
    );
  }
  console.log(
    `two imports of one file at once: ${both.map((r) => `${r.status}${r.body.error_key ? ` ${r.body.error_key}` : ''}`).join(', ')}`,
  );
} finally {
  if (server && PROFILE && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.waitExit(20_000);
  }
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  pg.destroy();
  rmSync(filesDir, { recursive: true, force: true });
}
