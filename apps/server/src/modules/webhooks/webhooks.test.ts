import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_HEADERS, ZWebhookPayload } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, webhookDeliveries } from '../../db/schema/index.ts';
import { deliverWebhook } from './webhook.worker.ts';
import { verifyWebhook } from './webhook-signature.ts';

/** A local receiver: records each request's headers and raw body, answers 204. */
function receiver() {
  const got: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  return { got, server };
}

describe('webhook endpoints (companies/{id}/webhooks)', () => {
  const ctx = useTestApp({ webhooksAllowLoopback: true });
  const rx = receiver();
  let url: string;
  let t: Tenant;
  let other: Tenant;
  let providerAdmin: { id: string };
  let providerUser: { id: string };

  beforeAll(async () => {
    await new Promise<void>((resolve) => rx.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(rx.server.address() as AddressInfo).port}/hooks`;
    t = await buildTenant(ctx.app.db);
    other = await buildTenant(ctx.app.db);
    providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
    providerUser = await buildUser(ctx.app.db, { role: 'provider_user' });
  });
  afterAll(() => new Promise<void>((resolve) => rx.server.close(() => resolve())));

  const base = () => `/api/companies/${t.company.id}/webhooks`;
  const create = (user: { id: string }, payload: object, company = t.company.id) =>
    injectAs(ctx, user, { method: 'POST', url: `/api/companies/${company}/webhooks`, payload });

  it('registers an endpoint for the client admin, shows its secret once and audits it', async () => {
    const res = await create(t.clientAdmin, { url, events: ['assessment.approved', 'sds.issued'], description: 'ERP' });
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made.secret).toMatch(/^whsec_/);
    expect(made).toMatchObject({ url, enabled: true, events: ['assessment.approved', 'sds.issued'] });

    const list = await injectAs(ctx, t.clientAdmin, { url: base() });
    expect(list.statusCode).toBe(200);
    expect(list.json().abilities).toEqual({ manage: true });
    const [shown] = list.json().data;
    expect(shown).not.toHaveProperty('secret');
    expect(JSON.stringify(list.json())).not.toContain(made.secret);
    expect(shown.secretHint).toBe(`${made.secret.slice(0, 10)}…`);

    const audit = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, made.id), eq(auditEvents.action, 'webhook.created')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.after)).not.toContain(made.secret);
  });

  it('refuses private, loopback and link-local targets and plain http (loopback only by the test flag)', async () => {
    const cases: [string, string][] = [
      ['http://example.com/hook', 'webhooks.errors.httpsRequired'],
      ['https://10.0.0.7/hook', 'webhooks.errors.targetRefused'],
      ['https://192.168.1.10/hook', 'webhooks.errors.targetRefused'],
      ['https://169.254.169.254/latest/meta-data', 'webhooks.errors.targetRefused'],
      ['https://[fe80::1]/hook', 'webhooks.errors.targetRefused'],
      ['https://[::ffff:10.0.0.1]/hook', 'webhooks.errors.targetRefused'],
      ['https://user:pw@example.com/hook', 'webhooks.errors.targetRefused'],
      ['https://intranet/hook', 'webhooks.errors.targetRefused'],
      ['https://no-such-host.invalid/hook', 'webhooks.errors.unresolvable'],
    ];
    for (const [target, key] of cases) {
      const res = await create(t.clientAdmin, { url: target, events: ['engagement.created'] });
      expect(res.statusCode, target).toBe(400);
      expect(res.json().errors, target).toEqual({ url: [key] });
    }
    const noEvents = await create(t.clientAdmin, { url, events: [] });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json().errors.events).toEqual(['errors.required']);
  });

  it('holds roles and tenants to the rules: 403 for other roles of the group, 404 for another group', async () => {
    const payload = { url, events: ['engagement.created'] };
    for (const user of [t.companyAdmin, t.clientUser, t.specialist, t.approver]) {
      expect((await create(user, payload)).statusCode).toBe(403);
    }
    expect((await create(other.clientAdmin, payload)).statusCode).toBe(404);
    // a provider user who does not manage the client does not know it
    expect((await create(providerUser, payload)).statusCode).toBe(404);
    expect((await injectAs(ctx, other.clientAdmin, { url: base() })).statusCode).toBe(404);
    // webhooks belong to the group: a subsidiary is not one
    expect((await create(t.clientAdmin, payload, t.subsidiary.id)).statusCode).toBe(404);
    // a provider admin manages every group's endpoints
    expect((await create(providerAdmin, payload)).statusCode).toBe(201);
  });

  it('edits, disables, rotates the secret, sends a signed test event and logs the delivery', async () => {
    const made = (await create(t.clientAdmin, { url, events: ['engagement.created'] })).json();
    const hook = `${base()}/${made.id}`;
    const put = await injectAs(ctx, t.clientAdmin, {
      method: 'PUT',
      url: hook,
      payload: { url, events: ['engagement.created', 'appeal.opened'], enabled: false, description: 'HR' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ enabled: false, events: ['engagement.created', 'appeal.opened'] });

    // another group's admin cannot reach it, even knowing its id
    const foreign = `/api/companies/${other.company.id}/webhooks/${made.id}`;
    expect((await injectAs(ctx, other.clientAdmin, { method: 'DELETE', url: foreign })).statusCode).toBe(404);

    const rotated = await injectAs(ctx, t.clientAdmin, { method: 'POST', url: `${hook}/secret` });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(made.secret);

    const test = await injectAs(ctx, t.clientAdmin, { method: 'POST', url: `${hook}/test` });
    expect(test.statusCode).toBe(202);
    const { deliveryId, eventId } = test.json();
    // the job's work, done here at once (the delivery tests run the queue itself)
    expect(await deliverWebhook(ctx.app.db, deliveryId, { rules: { allowLoopback: true } })).toBe('succeeded');
    const received = rx.got.at(-1)!;
    const now = Math.floor(Date.now() / 1000);
    expect(
      verifyWebhook(rotated.json().secret, received.body, received.headers[WEBHOOK_HEADERS.signature] as string, now),
    ).toBe(true);
    expect(verifyWebhook(made.secret, received.body, received.headers[WEBHOOK_HEADERS.signature] as string, now)).toBe(
      false,
    );
    const payload = ZWebhookPayload.parse(JSON.parse(received.body));
    expect(payload).toMatchObject({ id: eventId, type: 'webhook.test', groupId: t.company.id });

    const log = await injectAs(ctx, t.clientAdmin, { url: `${hook}/deliveries` });
    expect(log.statusCode).toBe(200);
    expect(log.json()).toMatchObject({ total: 1, page: 1, rows: 20 });
    expect(log.json().data[0]).toMatchObject({
      id: deliveryId,
      eventType: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      responseCode: 204,
    });
    expect(log.json().data[0].latencyMs).toBeGreaterThanOrEqual(0);
    // the endpoints list shows the latest delivery's outcome
    const listed = (await injectAs(ctx, t.clientAdmin, { url: base() })).json() as {
      data: { id: string; lastDelivery: { status: string; at: string } | null }[];
    };
    expect(listed.data.find((e) => e.id === made.id)?.lastDelivery).toMatchObject({ status: 'succeeded' });

    const del = await injectAs(ctx, t.clientAdmin, { method: 'DELETE', url: hook });
    expect(del.statusCode).toBe(204);
    expect(await ctx.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId))).toEqual([]);
    const actions = await ctx.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, made.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'webhook.created',
      'webhook.deleted',
      'webhook.secret_rotated',
      'webhook.test_sent',
      'webhook.updated',
    ]);
  });
});
