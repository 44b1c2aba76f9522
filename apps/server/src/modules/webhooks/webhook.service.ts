import { randomBytes, randomUUID } from 'node:crypto';
import {
  LIMITS,
  type TCreateWebhookEndpoint,
  type TUpdateWebhookEndpoint,
  type TWebhookDeliveryPage,
  type TWebhookEndpointList,
  type TWebhookEndpointWithSecret,
  WEBHOOK_ENDPOINTS_MAX,
} from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { allows, authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { webhookEndpoints } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { eventBody, writeOutbox } from './domain-events.ts';
import { presentDelivery, presentEndpoint } from './webhook.presenter.ts';
import { countEndpoints, deliveryPage, findEndpoint, findGroup, listEndpoints } from './webhook.repository.ts';
import { checkTarget, type TargetRules, WebhookTargetError } from './webhook-target.ts';

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The group named by the path, visible to the actor and theirs to manage (404, then 403). */
async function managedGroup(db: DbOrTx, actor: Actor, groupId: string) {
  const group = await findGroup(db, actor, groupId);
  if (!group) throw notFound('Company');
  authorize(actor, 'webhook.manage', group);
  return group;
}

/** The endpoint of the group, or 404 (another group's endpoint is simply not found). */
async function endpointOf(db: DbOrTx, groupId: string, endpointId: string, lock = false) {
  const e = await findEndpoint(db, groupId, endpointId, lock);
  if (!e) throw notFound('Webhook endpoint');
  return e;
}

/** 400 with the field error a refused target gets (https, private address, unresolvable host). */
async function checkedUrl(url: string, rules: TargetRules): Promise<string> {
  try {
    return (await checkTarget(url.trim(), rules)).toString();
  } catch (err) {
    if (!(err instanceof WebhookTargetError)) throw err;
    throw new AppError(400, 'errors.validationFailed', err.message, { url: [`webhooks.errors.${err.reason}`] });
  }
}

/** The group's endpoints with the actor's abilities (client admin, provider admins). */
export async function listWebhookEndpoints(db: Db, actor: Actor, groupId: string): Promise<TWebhookEndpointList> {
  const group = await managedGroup(db, actor, groupId);
  const rows = await listEndpoints(db, group.id);
  return {
    data: rows.map((r) => presentEndpoint(r.endpoint, r.lastDelivery)),
    abilities: { manage: allows(actor, 'webhook.manage', group) },
  };
}

/** Registers an endpoint (enabled); the answer carries its secret, shown this once. Audited. */
export async function createWebhookEndpoint(
  db: Db,
  actor: Actor,
  groupId: string,
  input: TCreateWebhookEndpoint,
  rules: TargetRules,
): Promise<TWebhookEndpointWithSecret> {
  await managedGroup(db, actor, groupId);
  const url = await checkedUrl(input.url, rules);
  return db.transaction(async (tx) => {
    const group = await managedGroup(tx, actor, groupId);
    if ((await countEndpoints(tx, group.id)) >= WEBHOOK_ENDPOINTS_MAX) {
      throw conflict('webhooks.errors.tooMany', `A group may register at most ${WEBHOOK_ENDPOINTS_MAX} endpoints.`);
    }
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        companyId: group.id,
        url,
        description: input.description || null,
        events: [...new Set(input.events)],
        secret: newSecret(),
        createdById: actor.id,
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook.created',
      entityType: 'webhook_endpoint',
      entityId: row!.id,
      companyId: group.id,
      after: { url, events: row!.events, description: row!.description },
    });
    return { ...presentEndpoint(row!), secret: row!.secret };
  });
}

/** Changes an endpoint's URL, events, description and whether it is enabled. Audited with before/after. */
export async function updateWebhookEndpoint(
  db: Db,
  actor: Actor,
  groupId: string,
  endpointId: string,
  input: TUpdateWebhookEndpoint,
  rules: TargetRules,
): Promise<void> {
  await managedGroup(db, actor, groupId);
  const url = await checkedUrl(input.url, rules);
  await db.transaction(async (tx) => {
    const group = await managedGroup(tx, actor, groupId);
    const e = await endpointOf(tx, group.id, endpointId, true);
    const next = {
      url,
      events: [...new Set(input.events)],
      description: input.description || null,
      enabled: input.enabled,
    };
    const before = { url: e.url, events: e.events, description: e.description, enabled: e.enabled };
    if (JSON.stringify(before) === JSON.stringify(next)) return;
    await tx
      .update(webhookEndpoints)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, e.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook.updated',
      entityType: 'webhook_endpoint',
      entityId: e.id,
      companyId: group.id,
      before,
      after: next,
    });
  });
}

/** Deletes an endpoint with its delivery log (the audit keeps the record). */
export async function deleteWebhookEndpoint(db: Db, actor: Actor, groupId: string, endpointId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const group = await managedGroup(tx, actor, groupId);
    const e = await endpointOf(tx, group.id, endpointId, true);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, e.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook.deleted',
      entityType: 'webhook_endpoint',
      entityId: e.id,
      companyId: group.id,
      before: { url: e.url, events: e.events },
    });
  });
}

/** A new secret for the endpoint, effective at once, shown this once. Audited (never the secret). */
export async function rotateWebhookSecret(
  db: Db,
  actor: Actor,
  groupId: string,
  endpointId: string,
): Promise<TWebhookEndpointWithSecret> {
  return db.transaction(async (tx) => {
    const group = await managedGroup(tx, actor, groupId);
    const e = await endpointOf(tx, group.id, endpointId, true);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secret: newSecret(), updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, e.id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook.secret_rotated',
      entityType: 'webhook_endpoint',
      entityId: e.id,
      companyId: group.id,
      after: { secretHint: presentEndpoint(row!).secretHint },
    });
    return { ...presentEndpoint(row!), secret: row!.secret };
  });
}

/** Queues a `webhook.test` event to this endpoint alone ("send test event"). Audited. */
export async function sendTestWebhook(
  db: Db,
  actor: Actor,
  groupId: string,
  endpointId: string,
): Promise<{ deliveryId: string; eventId: string }> {
  return db.transaction(async (tx) => {
    const group = await managedGroup(tx, actor, groupId);
    const e = await endpointOf(tx, group.id, endpointId);
    const now = new Date();
    const id = randomUUID();
    const data = { endpointId: e.id, message: 'A test event sent from Statera.' };
    const body = eventBody({ id, type: 'webhook.test', groupId: group.id, occurredAt: now, data });
    const [deliveryId] = await writeOutbox(
      tx,
      [{ id, groupId: group.id, type: 'webhook.test', body, occurredAt: now }],
      [{ endpointId: e.id, eventId: id }],
      now,
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook.test_sent',
      entityType: 'webhook_endpoint',
      entityId: e.id,
      companyId: group.id,
      after: { eventId: id, deliveryId },
    });
    return { deliveryId: deliveryId!, eventId: id };
  });
}

/** A page of the endpoint's delivery log (20 a page, newest first). */
export async function listWebhookDeliveries(
  db: Db,
  actor: Actor,
  groupId: string,
  endpointId: string,
  page: number,
): Promise<TWebhookDeliveryPage> {
  const group = await managedGroup(db, actor, groupId);
  const e = await endpointOf(db, group.id, endpointId);
  const rows = LIMITS.pageSize;
  const result = await deliveryPage(db, e.id, page, rows);
  return { data: result.data.map((r) => presentDelivery(r.delivery, r.eventType)), total: result.total, page, rows };
}

/** The endpoint as it is now (the answer of an update). */
export async function getWebhookEndpoint(db: Db, actor: Actor, groupId: string, endpointId: string) {
  const list = await listWebhookEndpoints(db, actor, groupId);
  const e = list.data.find((x) => x.id === endpointId);
  if (!e) throw notFound('Webhook endpoint');
  return e;
}
