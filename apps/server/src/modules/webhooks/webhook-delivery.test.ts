import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.ts';
import { emitDomainEvent } from './domain-events.ts';
import { deliverWebhook, WEBHOOK_RETRY_WINDOW_MS, webhookBackoffMs } from './webhook.worker.ts';
import { verifyWebhook } from './webhook-signature.ts';

const ctx = useTestApp();
/** The receiver answers the statuses queued in `answers` (204 when none is left), and counts requests. */
const answers: number[] = [];
let requests = 0;
let lastBody = '';
let lastSignature = '';
const server: Server = createServer((req, res) => {
  requests++;
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    lastBody = body;
    lastSignature = String(req.headers['statera-signature']);
    res.writeHead(answers.shift() ?? 204).end('ok');
  });
});
let url: string;
let t: Tenant;
const local = { allowLoopback: true };

/** An endpoint stored directly (the target was checked when it was saved; here the delivery's own check is tried). */
async function endpoint(target: string, events: string[], enabled = true) {
  const [row] = await ctx.app.db
    .insert(webhookEndpoints)
    .values({ companyId: t.company.id, url: target, events, enabled, secret: `whsec_test_${Math.random()}` })
    .returning();
  return row!;
}
const deliveriesOf = (endpointId: string) =>
  ctx.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
const jobsOf = async (id: string) =>
  (
    await ctx.database.executeSql(
      `select state, start_after from pgboss.job where name = 'webhook.deliver' and data->>'id' = $1 order by created_on`,
      [id],
    )
  ).rows.map((r) => ({ state: r.state, startAfter: new Date(r.start_after as string | Date) }));

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/in`;
  t = await buildTenant(ctx.app.db);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('domain events into the webhook outbox', () => {
  it("is written in the change's transaction, for the subscribed enabled endpoints of the group only", async () => {
    const subscribed = await endpoint(url, ['engagement.created']);
    const otherType = await endpoint(url, ['appeal.opened']);
    const disabled = await endpoint(url, ['engagement.created'], false);
    const e = await buildEngagement(ctx.app.db, t);
    // an event of a subsidiary goes to its group's endpoints
    const data = { engagementId: e.id, companyId: t.subsidiary.id, status: 'active' };
    await emitDomainEvent(ctx.app.db, { type: 'engagement.created', companyId: t.subsidiary.id, data });
    const [d, fromSubsidiary] = await deliveriesOf(subscribed.id);
    expect(fromSubsidiary).toBeDefined();
    expect(d).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await deliveriesOf(otherType.id)).toEqual([]);
    expect(await deliveriesOf(disabled.id)).toEqual([]);
    const [event] = await ctx.app.db.select().from(webhookEvents).where(eq(webhookEvents.id, d!.eventId));
    expect(JSON.parse(event!.body)).toMatchObject({
      type: 'engagement.created',
      groupId: t.company.id,
      data: { engagementId: e.id, companyId: t.company.id, status: 'active' },
    });
    expect(await jobsOf(d!.id)).toHaveLength(1);
    await ctx.app.db.delete(webhookEndpoints).where(eq(webhookEndpoints.companyId, t.company.id));
  });

  it('leaves neither event nor delivery nor job when the change rolls back', async () => {
    const ep = await endpoint(url, ['engagement.updated']);
    const data = { engagementId: t.company.id, companyId: t.company.id, changed: ['serviceProvided'] };
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await emitDomainEvent(tx, { type: 'engagement.updated', companyId: t.company.id, data });
        // written by the transaction (PGlite has one connection: read it through the transaction)
        expect(await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, ep.id))).toHaveLength(
          1,
        );
        throw new Error('the change fails after its event');
      }),
    ).rejects.toThrow('the change fails');
    expect(await deliveriesOf(ep.id)).toEqual([]);
    await ctx.app.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, ep.id));
  });
});

describe('signed delivery with retries', () => {
  async function queued(target = url) {
    const ep = await endpoint(target, ['engagement.updated']);
    const data = { engagementId: t.company.id, companyId: t.company.id, changed: ['contractEnd'] };
    await emitDomainEvent(ctx.app.db, { type: 'engagement.updated', companyId: t.company.id, data });
    const [d] = await deliveriesOf(ep.id);
    return { ep, d: d! };
  }

  it('retries a failing receiver with exponential backoff, then delivers, signed', async () => {
    const { ep, d } = await queued();
    answers.push(500, 503);
    const t0 = new Date(Date.now() + 1000);
    expect(await deliverWebhook(ctx.app.db, d.id, { now: t0, rules: local })).toBe('retrying');
    let [row] = await deliveriesOf(ep.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500 });
    expect(row!.nextAttemptAt.getTime()).toBe(t0.getTime() + 30_000);
    expect((await jobsOf(d.id)).at(-1)!.startAfter.getTime()).toBe(t0.getTime() + 30_000);
    // not due yet: the job that comes early does nothing
    expect(await deliverWebhook(ctx.app.db, d.id, { now: new Date(t0.getTime() + 10_000), rules: local })).toBe(
      'skipped',
    );
    const t1 = new Date(t0.getTime() + 30_000);
    expect(await deliverWebhook(ctx.app.db, d.id, { now: t1, rules: local })).toBe('retrying');
    [row] = await deliveriesOf(ep.id);
    expect(row!.nextAttemptAt.getTime()).toBe(t1.getTime() + 60_000);
    const t2 = new Date(t1.getTime() + 60_000);
    expect(await deliverWebhook(ctx.app.db, d.id, { now: t2, rules: local })).toBe('succeeded');
    [row] = await deliveriesOf(ep.id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, responseCode: 204, error: null });
    expect(verifyWebhook(ep.secret, lastBody, lastSignature, Math.floor(t2.getTime() / 1000))).toBe(true);
    // a stale signature (replayed 10 minutes later) is refused by the receiver's check
    expect(verifyWebhook(ep.secret, lastBody, lastSignature, Math.floor(t2.getTime() / 1000) + 600)).toBe(false);
  });

  it('gives up 72 hours after the event', async () => {
    const { ep, d } = await queued();
    answers.push(500);
    const [event] = await ctx.app.db.select().from(webhookEvents).where(eq(webhookEvents.id, d.eventId));
    const late = new Date(event!.occurredAt.getTime() + WEBHOOK_RETRY_WINDOW_MS - 10_000); // the next try (+30 s) is past it
    expect(await deliverWebhook(ctx.app.db, d.id, { now: late, rules: local })).toBe('failed');
    const [row] = await deliveriesOf(ep.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, responseCode: 500 });
    expect(await jobsOf(d.id)).toHaveLength(1); // no retry job
  });

  it('refuses loopback at delivery unless the flag allows it: no request is made', async () => {
    const { ep, d } = await queued();
    const before = requests;
    expect(await deliverWebhook(ctx.app.db, d.id, { rules: { allowLoopback: false } })).toBe('retrying');
    const [row] = await deliveriesOf(ep.id);
    expect(row!.responseCode).toBeNull();
    expect(row!.error).toMatch(/^refused target/);
    expect(requests).toBe(before);
  });

  it('checks the addresses the name resolves to at delivery time (DNS rebinding)', async () => {
    const { ep, d } = await queued('https://hooks.customer.example/in');
    const rebinding = { allowLoopback: false, resolve: async () => [{ address: '169.254.169.254', family: 4 }] };
    expect(await deliverWebhook(ctx.app.db, d.id, { rules: rebinding })).toBe('retrying');
    let [row] = await deliveriesOf(ep.id);
    expect(row!.error).toMatch(/resolves to a private address/);
    // one private address among public ones is enough to refuse
    const mixed = {
      allowLoopback: false,
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '::1', family: 6 },
      ],
    };
    await ctx.app.db.update(webhookDeliveries).set({ nextAttemptAt: new Date() }).where(eq(webhookDeliveries.id, d.id));
    expect(await deliverWebhook(ctx.app.db, d.id, { rules: mixed })).toBe('retrying');
    [row] = await deliveriesOf(ep.id);
    expect(row!.error).toMatch(/resolves to a private address/);
  });

  it('fails the deliveries of a disabled endpoint without a request', async () => {
    const { ep, d } = await queued();
    await ctx.app.db.update(webhookEndpoints).set({ enabled: false }).where(eq(webhookEndpoints.id, ep.id));
    const before = requests;
    expect(await deliverWebhook(ctx.app.db, d.id, { rules: local })).toBe('failed');
    expect(requests).toBe(before);
  });
});

describe('endpoints without the loopback flag (the default)', () => {
  it('refuses a loopback endpoint when it is saved', async () => {
    for (const target of ['http://127.0.0.1:8080/x', 'https://127.0.0.1/x', 'https://localhost/x', 'https://[::1]/x']) {
      const res = await injectAs(ctx, t.clientAdmin, {
        method: 'POST',
        url: `/api/companies/${t.company.id}/webhooks`,
        payload: { url: target, events: ['engagement.created'] },
      });
      expect(res.statusCode, target).toBe(400);
    }
  });
});

describe('webhook backoff', () => {
  it('doubles from 30 s, never exceeds 6 h, and fits 21 attempts in 72 hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (n) => {
        const wait = webhookBackoffMs(n);
        expect(wait).toBeGreaterThanOrEqual(webhookBackoffMs(Math.max(n - 1, 1)));
        expect(wait).toBeLessThanOrEqual(6 * 3_600_000);
        expect(wait).toBeGreaterThanOrEqual(30_000);
      }),
      { numRuns: 50 },
    );
    let elapsed = 0;
    let attempts = 1;
    while (elapsed + webhookBackoffMs(attempts) <= WEBHOOK_RETRY_WINDOW_MS) elapsed += webhookBackoffMs(attempts++);
    expect(attempts).toBe(21);
  });
});
