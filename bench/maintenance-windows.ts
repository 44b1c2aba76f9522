/**
 * Issue 30 item 8: maintenance cannot take the platform down by accident. Starts a throw-away
 * PostgreSQL 15 and the server as production runs it (main.ts in a child process), signs in a
 * provider admin and a client admin, and over real HTTP plans the windows below as the provider
 * admin, in order; after each one accepted it reads `GET /api/my-engagements` as the client admin and
 * prints its status and Retry-After, then removes the window again. Exits 1 when a window the rules
 * forbid was accepted (from 326 to 9390, under 48 hours' notice, longer than 24 hours) or a
 * Retry-After was over 24 hours (docs/decisions/maintenance-windows.md).
 *   npx tsx bench/maintenance-windows.ts          (needs /usr/lib/postgresql/15)
 *   SERVER_DIR=/tmp/before npx tsx bench/maintenance-windows.ts   (another checkout, e.g. `git archive <ref>`)
 */

import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { installAppJobs } from '../apps/server/src/composition/jobs.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { issueSessionTokens } from '../apps/server/src/modules/auth/auth.service.ts';
import { buildTenant, buildUser } from '../apps/server/test/factories/tenant.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';
import { startThrowawayPostgres } from './support/throwaway-postgres.ts';

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();
const CASES: { what: string; body: () => Record<string, unknown>; allowed: boolean }[] = [
  {
    what: 'the outside tester’s window, year 326 to 9390',
    body: () => ({ startsAt: '0326-01-01T00:00:00.000Z', endsAt: '9390-01-01T00:00:00.000Z' }),
    allowed: false,
  },
  { what: 'starts in 1 hour, lasts 2 hours', body: () => ({ startsAt: at(1), endsAt: at(3) }), allowed: false },
  { what: 'starts in 49 hours, lasts 25 hours', body: () => ({ startsAt: at(49), endsAt: at(74) }), allowed: false },
  { what: 'starts in 49 hours, lasts 4 hours', body: () => ({ startsAt: at(49), endsAt: at(53) }), allowed: true },
  {
    what: 'immediate (confirmed), lasts 30 minutes',
    body: () => ({ immediate: true, endsAt: at(0.5) }),
    allowed: true,
  },
  { what: 'immediate (confirmed), lasts 25 hours', body: () => ({ immediate: true, endsAt: at(25) }), allowed: false },
];

const pg = await startThrowawayPostgres();
let server: ServerProcess | undefined;
const failures: string[] = [];
try {
  const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
  await database.migrate(installAppJobs);
  const t = await buildTenant(database.db);
  const provider = await buildUser(database.db, { role: 'provider_admin' });
  const jwtSecret = randomBytes(32).toString('hex');
  const tokensApp = await buildApp({ jwtSecret, logLevel: 'silent' }, database);
  const session = async (id: string) =>
    (await issueSessionTokens(database.db, tokensApp.tokens, id, randomUUID())).accessToken;
  const [providerToken, clientToken] = [await session(provider.id), await session(t.clientAdmin.id)];
  await tokensApp.close();
  await database.close();
  server = await startServerProcess(
    { DATABASE_URL: pg.url, JWT_SECRET: jwtSecret },
    process.env.SERVER_DIR ? { cwd: process.env.SERVER_DIR } : {},
  );
  const call = (token: string, method: string, url: string, body?: unknown) =>
    fetch(`${server!.base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  console.log('\n| window planned by the provider admin | answer | then a client admin’s call | Retry-After |');
  console.log('| --- | --- | --- | --- |');
  for (const c of CASES) {
    const res = await call(providerToken, 'POST', '/api/maintenance-windows', c.body());
    const answer = (await res.json()) as { id?: string; error_key?: string; errors?: Record<string, string[]> };
    const accepted = res.status === 201;
    let after = '—';
    let retryAfter = '—';
    if (accepted) {
      const read = await call(clientToken, 'GET', '/api/my-engagements');
      await read.arrayBuffer();
      after = String(read.status);
      retryAfter = read.headers.get('retry-after') ?? 'none';
      if (Number(retryAfter) > 24 * 3600) failures.push(`Retry-After ${retryAfter} s (${c.what})`);
      await (await call(providerToken, 'DELETE', `/api/maintenance-windows/${answer.id}`)).arrayBuffer();
    }
    const why = accepted ? '' : ` ${JSON.stringify(answer.errors ?? answer.error_key)}`;
    console.log(`| ${c.what} | ${res.status}${why} | ${after} | ${retryAfter} |`);
    if (accepted && !c.allowed) failures.push(`accepted: ${c.what}`);
    if (!accepted && c.allowed) failures.push(`refused: ${c.what}`);
  }
} finally {
  server?.child.kill('SIGTERM');
  await server?.waitExit(10_000);
  pg.destroy();
}
console.log(
  failures.length ? `\nFAILED: ${failures.join('; ')}` : '\nOK: only bounded windows, with notice or confirmed',
);
process.exitCode = failures.length ? 1 : 0;
