import { randomBytes, randomUUID } from 'node:crypto';
import { eventBody } from '../../modules/webhooks/domain-events.ts';
import type { Db } from '../client.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../schema/index.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/**
 * The demo group's webhook endpoint (Settings → Webhooks): its ERP subscribed to approvals and
 * statements, with a short delivery log — the approval and the statement delivered, and a test event
 * the receiver once refused. Rows, not deliveries: the demo's address is not a real host, and nothing
 * is left pending for the delivery job to try.
 */
export async function seedDemoWebhooks(
  db: Db,
  groupId: string,
  adminId: string,
  engagementId: string,
  assessmentId: string,
) {
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      companyId: groupId,
      url: 'https://erp.northwind.example/statera/events',
      description: 'Northwind ERP — vendor management',
      events: ['assessment.approved', 'sds.issued', 'sds.delivered', 'appeal.opened', 'appeal.decided'],
      secret: `whsec_${randomBytes(32).toString('base64url')}`,
      createdById: adminId,
      createdAt: minutesAgo(180),
      updatedAt: minutesAgo(180),
    })
    .returning();
  const ref = { engagementId, companyId: groupId, assessmentId };
  const events = [
    {
      type: 'webhook.test',
      at: 170,
      data: { endpointId: endpoint!.id, message: 'A test event sent from Statera.' },
      outcome: [503, 211, 'failed'],
    },
    { type: 'assessment.approved', at: 120, data: { ...ref, status: 'approved' }, outcome: [200, 184, 'succeeded'] },
    {
      type: 'sds.issued',
      at: 119,
      data: { ...ref, reportId: randomUUID(), version: 1 },
      outcome: [200, 96, 'succeeded'],
    },
  ] as const;
  for (const e of events) {
    const id = randomUUID();
    const occurredAt = minutesAgo(e.at);
    await db.insert(webhookEvents).values({
      id,
      groupId,
      type: e.type,
      occurredAt,
      body: eventBody({ id, type: e.type, groupId, occurredAt, data: e.data }),
    });
    const [code, latencyMs, status] = e.outcome;
    await db.insert(webhookDeliveries).values({
      endpointId: endpoint!.id,
      eventId: id,
      status,
      attempts: 1,
      responseCode: code,
      latencyMs,
      error: status === 'failed' ? 'HTTP 503: Service Unavailable' : null,
      createdAt: occurredAt,
      lastAttemptAt: occurredAt,
      nextAttemptAt: occurredAt,
      deliveredAt: status === 'succeeded' ? occurredAt : null,
    });
  }
}
