import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZWebhookPayload } from '@statera/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyStateraSignature } from '../../../../docs/guides/first-integration/verify-signature.ts';
import { type JobRunner, startJobs } from '../../src/jobs/runner.ts';
import { reportGenerationJob } from '../../src/modules/reports/report.job.ts';
import { webhookDeliveryJob } from '../../src/modules/webhooks/webhook.worker.ts';
import { engagementInput } from '../factories/engagement.ts';
import { buildTenant, buildUser, type Tenant } from '../factories/tenant.ts';
import { injectAs } from '../helpers/inject.ts';
import { completeAssessment } from '../helpers/interview.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * docs/guides/first-integration.md, step by step, against a listening server (real HTTP, real job
 * queue, real PDF) and a receiver on this machine (the test flag allows a loopback endpoint).
 * Once scoped keys land (i27-keys): step 1 makes an API user's key with engagements:write,
 * statements:read and webhooks:manage instead of a provider admin's, and steps 3 and 6 may go
 * through /api/v1 and the typed client.
 */
const GUIDE = new URL('../../../../docs/guides/first-integration.md', import.meta.url);
const VERIFY = new URL('../../../../docs/guides/first-integration/verify-signature.ts', import.meta.url);

const ctx = useTestApp({ webhooksAllowLoopback: true });
const received: { body: string; signature: string | undefined; type: string }[] = [];
const receiver: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    received.push({
      body,
      signature: req.headers['statera-signature'] as string,
      type: String(req.headers['statera-event']),
    });
    res.writeHead(204).end();
  });
});
let statera: string;
let jobs: JobRunner;
let t: Tenant;

/** Waits (polling, no sleep-and-hope) until the receiver has an event of this type. */
async function eventOf(type: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const hit = received.find((r) => r.type === type);
    if (hit) return hit;
    if (Date.now() > until)
      throw new Error(`no ${type} webhook within ${timeoutMs} ms (got ${received.map((r) => r.type)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  statera = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  jobs = await startJobs({
    database: ctx.database,
    mailer: null,
    storage: ctx.app.storage,
    log: { info() {}, warn() {}, error() {} },
    jobs: [webhookDeliveryJob, reportGenerationJob],
    webhooksAllowLoopback: true,
  });
  t = await buildTenant(ctx.app.db);
});
afterAll(async () => {
  await jobs?.stop(5_000);
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('docs/guides/first-integration.md', () => {
  it('shows the very verification function the test uses', () => {
    expect(readFileSync(GUIDE, 'utf8')).toContain(readFileSync(VERIFY, 'utf8').trim());
  });

  it('creates an engagement with a key, is told of the approval and the SDS by signed webhooks, and fetches the PDF', async () => {
    // 1. Get an API key (today: a provider admin's key from the generator).
    const admin = await buildUser(ctx.app.db, { role: 'provider_admin' });
    const made = await injectAs(ctx, admin, { method: 'POST', url: '/api/api-key' });
    expect(made.statusCode).toBe(201);
    const key = made.json().key as string;
    const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
      fetch(`${statera}${path}`, {
        method: init.method ?? 'GET',
        headers: { 'x-api-key': key, ...(init.body ? { 'content-type': 'application/json' } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });

    // 2. Register a webhook endpoint; its secret is shown this once.
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/statera/events`;
    const hook = await call(`/api/companies/${t.company.id}/webhooks`, {
      method: 'POST',
      body: { url: receiverUrl, events: ['assessment.approved', 'sds.issued'] },
    });
    expect(hook.status).toBe(201);
    const { secret } = (await hook.json()) as { secret: string };

    // 3. Create an engagement.
    const created = await call('/api/engagements', { method: 'POST', body: engagementInput(t) });
    expect(created.status).toBe(201);
    const engagement = (await created.json()) as { id: string; currentAssessment: { id: string } };
    const assessmentId = engagement.currentAssessment.id;

    // 4. The specialist and the approver do their part (in Statera).
    await completeAssessment(ctx, t.specialist, assessmentId);
    const approved = await injectAs(ctx, t.approver, {
      method: 'PUT',
      url: `/api/assessments/${assessmentId}/approve`,
    });
    expect(approved.statusCode).toBe(200);

    // 5. Receive the webhooks and verify their signatures.
    const approval = await eventOf('assessment.approved');
    expect(verifyStateraSignature(approval.body, approval.signature, secret)).toBe(true);
    expect(verifyStateraSignature(approval.body, approval.signature, 'whsec_not_the_secret')).toBe(false);
    expect(verifyStateraSignature(`${approval.body} `, approval.signature, secret)).toBe(false);
    const event = ZWebhookPayload.parse(JSON.parse(approval.body));
    expect(event).toMatchObject({
      type: 'assessment.approved',
      groupId: t.company.id,
      data: { engagementId: engagement.id, assessmentId, status: 'approved' },
    });
    const issued = await eventOf('sds.issued', 60_000);
    expect(verifyStateraSignature(issued.body, issued.signature, secret)).toBe(true);
    expect(JSON.parse(issued.body).data).toMatchObject({ assessmentId, version: 1 });

    // 6. Fetch the SDS PDF with the key.
    const pdf = await call(`/api/assessments/${assessmentId}/report`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 120_000);
});
