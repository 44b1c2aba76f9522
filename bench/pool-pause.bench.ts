/**
 * Requests after a pause: the scale dataset's busiest client admin asks for a filtered engagement
 * list in bursts (CONNECTIONS concurrent, REQUESTS each), with PAUSE s of silence between bursts, on
 * the app as it runs (its pool of CONNECTIONS connections). Prints each burst's p50/p99/max and the
 * first request's time per connection. With IDLE_MS=10000 (node-postgres's default) the pool closes
 * its connections during the pause and each burst starts on new PostgreSQL backends: cold catalog
 * caches, and each prepared statement planned afresh until it settles on a generic plan.
 *   DATABASE_URL=postgres://…/scale npx tsx bench/pool-pause.bench.ts   (CONNECTIONS 10, REQUESTS 30, PAUSE 15, BURSTS 3, IDLE_MS)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { issueSessionTokens } from '../apps/server/src/modules/auth/auth.service.ts';
import { scaleIds } from './seed-scale.ts';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const REQUESTS = Number(process.env.REQUESTS ?? 30);
const PAUSE_S = Number(process.env.PAUSE ?? 15);
const BURSTS = Number(process.env.BURSTS ?? 3);
const IDLE_MS = process.env.IDLE_MS ? Number(process.env.IDLE_MS) : undefined;
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: the scale dataset (bench/seed-scale.ts)');

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: null,
  poolSize: CONNECTIONS,
  ...(IDLE_MS === undefined ? {} : { poolIdleMs: IDLE_MS }),
});
const [admin] = (
  (await database.db.execute(sql`select id from users where email = ${scaleIds.groupAdminEmail(1)}`)) as unknown as {
    rows: { id: string }[];
  }
).rows;
if (!admin) throw new Error('no scale dataset here: run bench/seed-scale.ts first');
const app = await buildApp(
  { jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent', rateLimitMax: 100_000_000 },
  database,
);
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const token = `Bearer ${(await issueSessionTokens(database.db, app.tokens, admin.id, randomUUID())).accessToken}`;
const url = `${base}/api/my-engagements?rows=20&page=1&statuses=ended`;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
console.log(
  `\n${BURSTS} bursts of ${CONNECTIONS}×${REQUESTS} requests (GET my-engagements, ended, client admin of a 20k group), ${PAUSE_S} s apart; pool idle timeout ${IDLE_MS ?? 'the app’s'} ms`,
);
for (let burst = 1; burst <= BURSTS; burst++) {
  if (burst > 1) await new Promise((r) => setTimeout(r, PAUSE_S * 1000));
  const all: number[] = [];
  const firsts: number[] = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        const res = await fetch(url, { headers: { authorization: token } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`answered ${res.status}`);
        const ms = performance.now() - started;
        all.push(ms);
        if (i === 0) firsts.push(ms);
      }
    }),
  );
  all.sort((a, b) => a - b);
  firsts.sort((a, b) => a - b);
  console.log(
    `burst ${burst}: p50 ${pct(all, 50).toFixed(0)} ms, p99 ${pct(all, 99).toFixed(0)} ms, max ${all.at(-1)!.toFixed(0)} ms; first request per connection p50 ${pct(firsts, 50).toFixed(0)} ms, max ${firsts.at(-1)!.toFixed(0)} ms`,
  );
}
await app.close();
await database.close();
