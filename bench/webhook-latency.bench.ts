/**
 * Issue 27 item 5: webhook delivery latency from commit to receipt, through the real path — an event
 * written by `emitDomainEvent` in a committed transaction, the `webhook.deliver` job (pg-boss, as
 * main.ts runs it), a signed POST to a receiver on this machine. EVENTS events (default 200), one every
 * GAP ms (default 25), each timed from its transaction's commit to the receiver's last byte; prints
 * p50/p95/max. Then the retry behaviour: the receiver refuses one event once (503) and the time to its
 * second attempt is measured (the first backoff, 30 s), beside the whole retry schedule. PGlite by
 * default; `DATABASE_URL=postgres://…` for PostgreSQL.
 *   npx tsx bench/webhook-latency.bench.ts   (EVENTS, GAP, RETRY=0 to skip the 30 s retry)
 */

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { installAppJobs } from '../apps/server/src/composition/jobs.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../apps/server/src/db/schema/index.ts';
import { insertCompany } from '../apps/server/src/db/seed/builders.ts';
import { startJobs } from '../apps/server/src/jobs/runner.ts';
import { emitDomainEvent } from '../apps/server/src/modules/webhooks/domain-events.ts';
import {
  WEBHOOK_RETRY_WINDOW_MS,
  webhookBackoffMs,
  webhookDeliveryJob,
} from '../apps/server/src/modules/webhooks/webhook.worker.ts';

const EVENTS = Number(process.env.EVENTS ?? 200);
const GAP = Number(process.env.GAP ?? 25);
const RETRY = process.env.RETRY !== '0';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null });
await database.migrate(installAppJobs);
const db = database.db;

const committed = new Map<string, number>();
const received = new Map<string, number>();
const refuseOnce = new Set<string>(['retry']);
const attempts = new Map<string, number[]>();
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    const at = performance.now();
    const mark = (JSON.parse(body).data.changed as string[])[0]!;
    attempts.set(mark, [...(attempts.get(mark) ?? []), at]);
    if (refuseOnce.delete(mark)) return void res.writeHead(503).end();
    received.set(mark, at);
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/in`;

const group = await insertCompany(db, { name: 'Bench group plc' });
const [endpoint] = await db
  .insert(webhookEndpoints)
  .values({ companyId: group.id, url, events: ['engagement.updated'], secret: 'whsec_bench' })
  .returning();
const log = { info() {}, warn() {}, error: (o: unknown, m?: string) => console.error(m, o) };
const jobs = await startJobs({ database, mailer: null, log, jobs: [webhookDeliveryJob], webhooksAllowLoopback: true });

/** One change's transaction emitting its event; the clock starts when the commit has returned. */
async function emit(mark: string) {
  const data = { engagementId: group.id, companyId: group.id, changed: [mark] };
  await db.transaction((tx) => emitDomainEvent(tx, { type: 'engagement.updated', companyId: group.id, data }));
  committed.set(mark, performance.now());
}

async function until(done: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

const started = performance.now();
for (let i = 0; i < EVENTS; i++) {
  await emit(String(i));
  await new Promise((r) => setTimeout(r, GAP));
}
await until(() => received.size >= EVENTS, 120_000);
const wall = (performance.now() - started) / 1000;
const latencies = [...received.entries()]
  .filter(([m]) => m !== 'retry')
  .map(([m, at]) => at - committed.get(m)!)
  .sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
console.log(`database: ${database.kind}; ${EVENTS} events, one every ${GAP} ms, ${wall.toFixed(1)} s`);
console.log(
  `delivered ${latencies.length}/${EVENTS}; commit → receipt: p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
);
const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id));
const posts = rows.map((r) => r.latencyMs ?? 0).sort((a, b) => a - b);
console.log(
  `the POST alone (delivery log latency): p50 ${posts[Math.floor(posts.length / 2)]} ms, max ${posts.at(-1)} ms`,
);

// The retry schedule: wait before each retry, and when it happens after the event.
let elapsed = 0;
const schedule: string[] = [];
for (let n = 1; elapsed + webhookBackoffMs(n) <= WEBHOOK_RETRY_WINDOW_MS; n++) {
  elapsed += webhookBackoffMs(n);
  schedule.push(`${n + 1}: +${(elapsed / 60_000).toFixed(1)} min`);
}
console.log(
  `retry schedule (attempt: after the event), ${schedule.length + 1} attempts in 72 h: ${schedule.join(', ')}`,
);

if (RETRY) {
  await emit('retry');
  await until(() => received.has('retry'), 90_000);
  const [first, second] = attempts.get('retry') ?? [];
  console.log(
    `a refused event (503 once): first attempt ${(first! - committed.get('retry')!).toFixed(0)} ms after commit, ` +
      `retried ${((second! - first!) / 1000).toFixed(1)} s later (backoff 30 s + polling), delivered: ${received.has('retry')}`,
  );
}
await jobs.stop(5_000);
receiver.close();
await database.close();
