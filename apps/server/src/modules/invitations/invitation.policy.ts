import { isProviderRole } from '@statera/shared';
import { type Actor, can, managesCompany } from '../../authz/actor.ts';

/** Client admins (their group), company admins (their subsidiary), provider staff (clients they manage). */
export const mayInviteClientUsers = (actor: Actor): boolean => can(actor, 'users.manage');

/** Provider users are invited by provider admins only. */
export const mayInviteProviderUsers = (actor: Actor): boolean => can(actor, 'provider_users.manage');

/** Invitations waiting for a client's activation are approved or rejected by provider admins. */
export const mayDecideInvitations = (actor: Actor): boolean => can(actor, 'clients.manage');

/** Provider staff appoint a client's (or subsidiary's) admin. */
export const mayInviteClientAdmin = (actor: Actor): boolean => isProviderRole(actor.role);

/** Whether the invitee is within the actor's reach at all; outside it the invitee is a 404. */
export function reachesInvitee(actor: Actor, invitee: { companyId: string | null }): boolean {
  if (actor.managedCompanyIds === 'all') return true;
  return invitee.companyId !== null && managesCompany(actor, invitee.companyId);
}

/** Every rule about invitations, for `authorize`. */
export const invitationPolicy = {
  visible: reachesInvitee,
  inviteClientUsers: mayInviteClientUsers,
  inviteProviderUsers: mayInviteProviderUsers,
  inviteClientAdmin: mayInviteClientAdmin,
  /** A new link for an invited person: whoever may invite people of that kind. */
  resend: (actor: Actor, invitee: { role: Parameters<typeof isProviderRole>[0] }) =>
    isProviderRole(invitee.role) ? mayInviteProviderUsers(actor) : mayInviteClientUsers(actor),
  /** Approve or reject an invitation waiting for its client's activation. */
  decide: mayDecideInvitations,
};
