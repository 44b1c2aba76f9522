import { type Actor, can, hasScope, managesCompany } from '../../authz/actor.ts';

/** The client group whose webhooks a call names (webhooks belong to the group's top company). */
export interface WebhookGroup {
  id: string;
}

/**
 * Who may know the group's webhooks exist: those who manage it, its own people, and an API key of
 * the group (/api/v1/webhooks; without `webhooks:manage` it is refused by `manage`, 403) — not API
 * users signed in as people.
 */
export function canSeeWebhooksOf(actor: Actor, g: WebhookGroup): boolean {
  if (actor.apiKey) return actor.rootCompanyId === g.id;
  if (actor.role === 'api_user') return false;
  return managesCompany(actor, g.id) || actor.rootCompanyId === g.id;
}

/**
 * Register, change, delete endpoints, rotate their secrets, send a test event and read the delivery
 * log: holders of `webhooks.manage` (the group's client admin, provider admins, a key of the group
 * with the `webhooks:manage` scope, which grants it) for their own group.
 */
export function mayManageWebhooks(actor: Actor, g: WebhookGroup): boolean {
  if (!can(actor, 'webhooks.manage') || !hasScope(actor, 'webhooks:manage')) return false;
  if (actor.apiKey) return actor.rootCompanyId === g.id;
  return actor.managedCompanyIds === 'all' || (actor.role === 'client_admin' && actor.rootCompanyId === g.id);
}

/** Every rule about webhooks, for `authorize` and the abilities sent with the list. */
export const webhookPolicy = {
  visible: canSeeWebhooksOf,
  manage: mayManageWebhooks,
};
