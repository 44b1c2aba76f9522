/**
 * CPU and wall time per request of a few lists, one request after another through `app.inject` (no
 * HTTP, no concurrency: nothing is charged to waiting for a core), on the scale dataset. This host's
 * speed varies by a third between minutes, so compare two builds by running this in both at the
 * same time (docs/decisions/performance.md, "Rendering SQL"):
 *   DATABASE_URL=postgres://… node --max-old-space-size=256 --import tsx bench/request-cpu.bench.ts
 * N (measured requests a list, default 400, after 100 unmeasured).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { tuneGarbageCollection } from '../apps/server/src/gc-tuning.ts';
import { issueSessionTokens } from '../apps/server/src/modules/auth/auth.service.ts';
import { scaleIds } from './seed-scale.ts';

// The server process's GC setting (main.ts does the same); PRETENURING=on leaves V8's default.
if (process.env.PRETENURING !== 'on') tuneGarbageCollection();
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null, poolSize: 10 });
const app = await buildApp(
  {
    jwtSecret: randomBytes(32).toString('hex'),
    logLevel: 'silent',
    rateLimitMax: 1e8,
    actorCache: true,
    keptFigures: true,
  },
  database,
);
const idOf = async (email: string) =>
  (
    (await database.db.execute(sql`select id from users where email = ${email}`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows[0]!.id;
const admin = await idOf(scaleIds.groupAdminEmail(1));
const provider = await idOf(scaleIds.providerAdmin);
const specialist = await idOf(scaleIds.specialistEmail(1));
const tok = async (id: string) =>
  `Bearer ${(await issueSessionTokens(database.db, app.tokens, id, randomUUID())).accessToken}`;
const [a, p, s] = [await tok(admin), await tok(provider), await tok(specialist)];
const eng = scaleIds.engagementId(scaleIds.showcaseEngagement);
const cases: [string, string, string][] = [
  ['engagements admin p1', '/api/my-engagements?rows=20&page=1', a],
  ['engagements admin search', '/api/my-engagements?rows=20&page=1&globalFilter=Patel%2019', a],
  ['assessments specialist', `/api/users/${specialist}/assessments?rows=20&page=1`, s],
  ['companies provider p1', '/api/companies?rows=20&page=1', p],
  ['appeals admin', `/api/users/${admin}/appeals?rows=20&page=1`, a],
  ['contract-changes', `/api/engagements/${eng}/contract-changes`, a],
  ['v1 engagements', '/api/v1/engagements?limit=50', scaleIds.apiKey(1)],
];
const N = Number(process.env.N ?? 400);
for (const [title, url, auth] of cases) {
  const headers = auth.startsWith('Bearer ') ? { authorization: auth } : { 'x-api-key': auth };
  const run = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const r = await app.inject({ url, headers });
      if (r.statusCode !== 200) throw new Error(`${title} ${r.statusCode} ${r.body.slice(0, 200)}`);
    }
  };
  await run(100);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await run(N);
  const c = process.cpuUsage(c0);
  const dt = performance.now() - t0;
  console.log(
    `${title.padEnd(28)} wall ${(dt / N).toFixed(2)} ms  cpu ${((c.user + c.system) / 1000 / N).toFixed(2)} ms`,
  );
}
process.exit(0);
