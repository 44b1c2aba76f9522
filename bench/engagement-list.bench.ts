/**
 * Loads GET /api/my-engagements (page of 20, with current assessments) with autocannon and
 * prints req/s and p99 beside a bare Fastify route measured in the same run.
 * Database: DATABASE_URL when set (PostgreSQL), else in-memory PGlite. ENGAGEMENTS sets the data size.
 *   npx tsx bench/engagement-list.bench.ts
 */

import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { installAppJobs } from '../apps/server/src/composition/jobs.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { issueSessionTokens } from '../apps/server/src/modules/auth/auth.service.ts';
import { seedEngagements } from './support/seed-engagements.ts';

const ENGAGEMENTS = Number(process.env.ENGAGEMENTS ?? 1000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null, poolSize: CONNECTIONS });
await database.migrate(installAppJobs);
const db = database.db;
const { admin } = await seedEngagements(database, ENGAGEMENTS);

const app = await buildApp(
  { jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent', rateLimitMax: 10_000_000 },
  database,
);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const { accessToken: token } = await issueSessionTokens(db, app.tokens, admin.id, randomUUID());

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ data: [], total: 0 }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const errors = r.errors + r.timeouts + r.non2xx;
  console.log(
    `${title.padEnd(42)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${errors}`,
  );
  return r;
}

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s each, one process, ${database.kind}`);
await measure('bare Fastify route', `${bareUrl}/bare`);
await measure('GET /api/my-engagements (page 1 of 20)', `${appUrl}/api/my-engagements?rows=20&page=1`, {
  authorization: `Bearer ${token}`,
});
await measure('GET /api/my-engagements (search)', `${appUrl}/api/my-engagements?rows=20&globalFilter=Worker%209`, {
  authorization: `Bearer ${token}`,
});

await bare.close();
await app.close();
await database.close();
