/**
 * The server of `bench/export.bench.ts` in scale mode, run as a child process (fork) so its RSS is
 * the server's alone: `buildApp` from SERVER_ROOT (default this checkout; the bench points it at an
 * extracted copy of another commit for "before" figures) on DATABASE_URL, plus a bare Fastify route.
 * Sends `{ url, bareUrl, token }` (a session of the group-1 client admin) to the parent, samples
 * `process.memoryUsage().rss` every 20 ms and answers `{ peak, rss, eventLoop }` to `'peak'` (the RSS
 * peak and event-loop delay p99/max in ms since the last ask, then resets both).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';

const root = path.resolve(process.env.SERVER_ROOT ?? path.join(import.meta.dirname, '../..'));
const src = (p: string) => pathToFileURL(path.join(root, 'apps/server/src', p)).href;
const { buildApp } = await import(src('app.ts'));
const { openDatabase } = await import(src('db/client.ts'));
const { issueSessionTokens } = await import(src('modules/auth/auth.service.ts'));

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null, poolSize: 12 });
const app = await buildApp(
  { jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent', rateLimitMax: 100_000_000 },
  database,
);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ data: [], total: 0 }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const email = process.env.EXPORT_USER ?? 'admin.1@scale.test';
const found = await database.db.execute(sql`select id from users where email = ${email}`);
const userId = (found as unknown as { rows: { id: string }[] }).rows[0]?.id;
if (!userId) throw new Error(`no user ${email}: run bench/seed-scale.ts on this database`);
const { accessToken } = await issueSessionTokens(database.db, app.tokens, userId, randomUUID());

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let peak = process.memoryUsage().rss;
setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20).unref();
process.on('message', async (m) => {
  if (m === 'peak') {
    const rss = process.memoryUsage().rss;
    const eventLoop = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
    process.send?.({ peak: Math.max(peak, rss), rss, eventLoop });
    peak = rss;
    delay.reset();
  } else if (m === 'heap') {
    // With --expose-gc (bench only): the live heap after a full collection, to tell growth from garbage.
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ heapUsed: process.memoryUsage().heapUsed, rss: process.memoryUsage().rss });
  } else if (m === 'stop') {
    await app.close();
    await bare.close();
    await database.close();
    process.exit(0);
  }
});
process.send?.({ url, bareUrl, token: accessToken, root });
