import { type Actor, can, managesCompany } from '../../authz/actor.ts';

/** The client group whose webhooks a call names (webhooks belong to the group's top company). */
export interface WebhookGroup {
  id: string;
}

/** Who may know the group's webhooks exist: those who manage it and its own people (not API users). */
export function canSeeWebhooksOf(actor: Actor, g: WebhookGroup): boolean {
  // Seam for i27-keys: an API key's actor with the `webhooks:manage` scope will pass here and in
  // `manage` once keys carry scopes (the key's group is its API user's group).
  if (actor.role === 'api_user') return false;
  return managesCompany(actor, g.id) || actor.rootCompanyId === g.id;
}

/**
 * Register, change, delete endpoints, rotate their secrets, send a test event and read the delivery
 * log: holders of `webhooks.manage` (the group's client admin, provider admins) for their own group.
 */
export function mayManageWebhooks(actor: Actor, g: WebhookGroup): boolean {
  if (!can(actor, 'webhooks.manage')) return false;
  return actor.managedCompanyIds === 'all' || (actor.role === 'client_admin' && actor.rootCompanyId === g.id);
}

/** Every rule about webhooks, for `authorize` and the abilities sent with the list. */
export const webhookPolicy = {
  visible: canSeeWebhooksOf,
  manage: mayManageWebhooks,
};
