import { type Actor, can } from '../../authz/actor.ts';

/** Provider staff: their admin rights and the clients they manage are a provider admin's business. */
export const providerStaffPolicy = {
  /** Promote a provider user to provider admin, or take the rights back. */
  changeRole: (actor: Actor): boolean => can(actor, 'provider_users.manage'),
  /** Take provider-admin rights away: from someone else only (nobody demotes themselves). */
  revokeAdmin: (actor: Actor, u: { id: string }): boolean => actor.id !== u.id,
  /** Hand the clients a member of provider staff manages to another. */
  transferManagedCompanies: (actor: Actor): boolean => can(actor, 'provider_users.manage'),
};
