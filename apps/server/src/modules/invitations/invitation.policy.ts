import type { TUserRole } from '@statera/shared';
import { type Actor, managesCompany, PROVIDER_ROLES } from '../../authz/actor.ts';

/** Roles that invite people into a company they manage (spec §6: admins manage users). */
const CLIENT_INVITERS: readonly TUserRole[] = ['provider_admin', 'provider_user', 'client_admin', 'company_admin'];

/** Client admins (their group), company admins (their subsidiary), provider staff (clients they manage). */
export const mayInviteClientUsers = (actor: Actor): boolean => CLIENT_INVITERS.includes(actor.role);

/** Provider users are invited by provider admins only. */
export const mayInviteProviderUsers = (actor: Actor): boolean => actor.role === 'provider_admin';

/** Invitations waiting for a client's activation are approved or rejected by provider admins. */
export const mayDecideInvitations = (actor: Actor): boolean => actor.role === 'provider_admin';

/** Provider staff appoint a client's (or subsidiary's) admin. */
export const mayInviteClientAdmin = (actor: Actor): boolean => PROVIDER_ROLES.includes(actor.role);

/** Whether the invitee is within the actor's reach at all; outside it the invitee is a 404. */
export function reachesInvitee(actor: Actor, invitee: { companyId: string | null }): boolean {
  if (actor.role === 'provider_admin') return true;
  return invitee.companyId !== null && managesCompany(actor, invitee.companyId);
}
