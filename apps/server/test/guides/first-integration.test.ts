import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStateraClient } from '@statera/api-client';
import { ZWebhookPayload } from '@statera/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyStateraSignature } from '../../../../docs/guides/first-integration/verify-signature.ts';
import { type JobRunner, startJobs } from '../../src/jobs/runner.ts';
import { reportGenerationJob } from '../../src/modules/reports/report.job.ts';
import { webhookDeliveryJob } from '../../src/modules/webhooks/webhook.worker.ts';
import { buildApiKey } from '../factories/api-keys.ts';
import { engagementInput } from '../factories/engagement.ts';
import { buildTenant, type Tenant } from '../factories/tenant.ts';
import { injectAs } from '../helpers/inject.ts';
import { completeAssessment } from '../helpers/interview.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * docs/guides/first-integration.md, step by step, against a listening server (real HTTP, real job
 * queue, real PDF) and a receiver on this machine (the test flag allows a loopback endpoint). The
 * integration holds only a key of the group's API user (engagements:write, statements:read,
 * webhooks:manage) and calls /api/v1 through the typed client `@statera/api-client`.
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
let stateraUrl: string;
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
  stateraUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
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
  // fetch keeps its connections to the listening server alive; end them so the app can close
  ctx.app.server.closeAllConnections();
  await jobs?.stop(5_000);
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('docs/guides/first-integration.md', () => {
  it('shows the very verification function the test uses', () => {
    expect(readFileSync(GUIDE, 'utf8')).toContain(readFileSync(VERIFY, 'utf8').trim());
  });

  it('creates an engagement with a key, is told of the approval and the SDS by signed webhooks, and fetches the PDF', async () => {
    // 1. Get an API key: the group's API user makes one with the three scopes the integration needs.
    const { key } = await buildApiKey(ctx.app.db, {
      companyId: t.company.id,
      scopes: ['engagements:write', 'statements:read', 'webhooks:manage'],
      name: 'ERP integration',
    });
    const statera = createStateraClient({ baseUrl: stateraUrl, apiKey: key });

    // 2. Register a webhook endpoint; its secret is shown this once.
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/statera/events`;
    const hook = await statera.POST('/api/v1/webhooks', {
      params: { header: { 'idempotency-key': 'erp-hook-1' } },
      body: { url: receiverUrl, events: ['assessment.approved', 'sds.issued'] },
    });
    expect(hook.response.status, JSON.stringify(hook.error)).toBe(201);
    const { secret } = hook.data!;

    // 3. Create an engagement (a retry with the same Idempotency-Key never creates a second one).
    const create = () =>
      statera.POST('/api/v1/engagements', {
        params: { header: { 'idempotency-key': 'erp-engagement-1' } },
        body: engagementInput(t),
      });
    const created = await create();
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const engagement = created.data!;
    const assessmentId = engagement.currentAssessment!.id;
    const retried = await create();
    expect(retried.response.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.data?.id).toBe(engagement.id);

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

    // 6. Fetch the SDS PDF with the key (the statement's id is the event's reportId).
    const { reportId } = JSON.parse(issued.body).data as { reportId: string };
    const pdf = await statera.GET('/api/v1/statements/{id}/pdf', {
      params: { path: { id: reportId } },
      parseAs: 'arrayBuffer',
    });
    expect(pdf.response.status).toBe(200);
    expect(pdf.response.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(pdf.data as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 120_000);
});
