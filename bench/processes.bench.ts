/**
 * Issue 13 item 4: throughput of two server processes against one, on the same PostgreSQL, on
 * endpoints where the database is not the bottleneck (the liveness route and a signed-in detail read
 * of the demo data). Starts a throw-away PostgreSQL 15, runs `apps/server/src/main.ts` once or twice
 * (SEED_DEMO=true on the first), and loads them with autocannon spread over the processes.
 *   npx tsx bench/processes.bench.ts        DURATION (s, default 8), CONNECTIONS (default 20)
 * On a machine with fewer cores than processes + load generator, the figure shows the contention,
 * not the design: the route limits live in PostgreSQL (lib/rate-limit-store.ts), so processes share them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { AccessTokens } from '../apps/server/src/lib/tokens.ts';
import { issueSessionTokens } from '../apps/server/src/modules/auth/auth.service.ts';
import { freePort, startThrowawayPostgres } from './support/throwaway-postgres.ts';

const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const jwtSecret = randomBytes(32).toString('hex');
const pg = await startThrowawayPostgres();
const children: ChildProcess[] = [];

async function startServer(seed: boolean): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-old-space-size=256', '--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: pg.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      SEED_DEMO: seed ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      WEB_DIST: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return url;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function load(urls: string[], path: string, authorization?: string) {
  const each = Math.max(1, Math.round(CONNECTIONS / urls.length));
  const runs = await Promise.all(
    urls.map((u) =>
      autocannon({
        url: `${u}${path}`,
        connections: each,
        duration: DURATION,
        headers: authorization ? { authorization } : {},
      }),
    ),
  );
  const rps = runs.reduce((s, r) => s + r.requests.average, 0);
  const errors = runs.reduce((s, r) => s + r.errors + r.timeouts + r.non2xx, 0);
  const p99 = Math.max(...runs.map((r) => r.latency.p99));
  return { rps, p99, errors };
}

try {
  const firstUrl = await startServer(true);
  const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: null, poolSize: 2 });
  const rows = (q: ReturnType<typeof sql>) =>
    database.db.execute(q).then((r) => (r as unknown as { rows: Record<string, string>[] }).rows);
  const [admin] = await rows(sql`select id from users where role = 'client_admin' order by created_at limit 1`);
  const [engagement] = await rows(
    sql`select e.id from engagements e join users u on u.company_id = e.company_id where u.id = ${admin!.id} limit 1`,
  );
  const tokens = new AccessTokens(jwtSecret);
  const authorization = `Bearer ${(await issueSessionTokens(database.db, tokens, admin!.id!, randomUUID())).accessToken}`;
  const detail = `/api/engagements/${engagement!.id}`;
  if ((await fetch(`${firstUrl}${detail}`, { headers: { authorization } })).status !== 200) {
    throw new Error(`detail probe failed on ${detail}`);
  }

  console.log(`\nautocannon: ${CONNECTIONS} connections in all, ${DURATION} s each, PostgreSQL 15, demo data`);
  const one = { health: await load([firstUrl], '/api/health'), detail: await load([firstUrl], detail, authorization) };
  const secondUrl = await startServer(false);
  const two = {
    health: await load([firstUrl, secondUrl], '/api/health'),
    detail: await load([firstUrl, secondUrl], detail, authorization),
  };
  for (const key of ['health', 'detail'] as const) {
    console.log(
      `${(key === 'health' ? 'GET /api/health' : 'GET /api/engagements/{id}').padEnd(28)} one process ${one[key].rps.toFixed(0).padStart(6)} req/s (p99 ${one[key].p99} ms, errors ${one[key].errors})  two ${two[key].rps.toFixed(0).padStart(6)} req/s (p99 ${two[key].p99} ms, errors ${two[key].errors})  ×${(two[key].rps / one[key].rps).toFixed(2)}`,
    );
  }
  await database.close();
} finally {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  pg.destroy();
}
