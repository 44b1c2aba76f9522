import { isProviderRole, roleHasPermission } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { managesCompany } from '../../authz/actor.ts';
import {
  mayDecideInvitations,
  mayInviteClientUsers,
  mayInviteProviderUsers,
  reachesInvitee,
} from '../invitations/invitation.policy.ts';
import type { UserRow } from './user.repository.ts';

type Subject = Pick<UserRow, 'id' | 'companyId' | 'role' | 'status'>;

/** May the actor see this user's profile? Themselves, provider admins, and admins of the user's company. */
export function canViewUser(actor: Actor, user: Pick<UserRow, 'id' | 'companyId'>): boolean {
  if (actor.id === user.id || actor.role === 'provider_admin') return true;
  return user.companyId !== null && managesCompany(actor, user.companyId);
}

/**
 * May the actor administer this user (edit names and email, archive, restore, delete, change
 * roles)? Provider admins anyone; provider staff and client/company admins the people of the
 * companies they manage. Provider staff are managed only by provider admins.
 */
export function canManageUser(actor: Actor, user: Pick<UserRow, 'companyId'>): boolean {
  if (actor.role === 'provider_admin') return true;
  if (user.companyId === null || !roleHasPermission(actor.role, 'users.manage')) return false;
  return managesCompany(actor, user.companyId);
}

/** A company person whose role may be changed here (not provider staff, not API users). */
export const isCompanyPerson = (u: Pick<UserRow, 'role' | 'companyId'>) =>
  u.companyId !== null && !isProviderRole(u.role) && u.role !== 'api_user';

/** Who may become an appeal manager: active company people. */
export const canBeAm = (u: Pick<UserRow, 'role' | 'companyId' | 'status'>) =>
  isCompanyPerson(u) && u.status === 'active';

/** May the actor change this user's appeal-management role? Their managers, or the lead appeal manager of their company. */
export function canManageAppealRole(actor: Actor, user: Pick<UserRow, 'companyId'>): boolean {
  if (canManageUser(actor, user)) return true;
  return actor.amRole === 'lead_appeal_manager' && user.companyId !== null && actor.companyId === user.companyId;
}

/**
 * Whether a person's card links to their profile (spec §6): always to oneself; never for specialists
 * and approvers, nor for subsidiary admins looking at another company's people, nor for admins and
 * provider staff looking at people without a company (provider staff, API users). The routes still
 * answer 404 where the viewer may not look; this only spares the web a dead link.
 */
export function linksToProfile(actor: Actor, u: Pick<UserRow, 'id' | 'companyId'>): boolean {
  if (actor.id === u.id) return true;
  if (actor.role === 'specialist' || actor.role === 'approver') return false;
  if (actor.role === 'company_admin' && u.companyId !== actor.companyId) return false;
  const adminOrProvider = ['client_admin', 'company_admin', 'provider_admin', 'provider_user'].includes(actor.role);
  return !(adminOrProvider && u.companyId === null);
}

/**
 * What the signed-in user may do across the app; the web builds its navigation from these.
 * `permissions` are the user's effective ones (blocked permissions removed).
 */
export function userAbilities(actor: Actor, permissions: readonly string[]): Record<string, boolean> {
  const manages = actor.managedCompanyIds === 'all' || actor.managedCompanyIds.length > 0;
  const worksOnEngagements = manages || actor.role === 'approver' || actor.role === 'specialist';
  return {
    createEngagement: manages && actor.role !== 'api_user',
    viewEngagements: worksOnEngagements,
    viewDocumentation: true,
    generateApiKey: actor.role === 'api_user' || actor.role === 'provider_admin',
    viewUsers: isProviderRole(actor.role),
    viewCompanyUsers: manages && roleHasPermission(actor.role, 'users.view'),
    viewSmsOutbox: actor.role === 'provider_admin',
    manageMaintenance: actor.role === 'provider_admin',
    viewClients: isProviderRole(actor.role),
    viewCompany: actor.companyId !== null && (actor.role === 'client_admin' || actor.role === 'company_admin'),
    viewSubsidiaries: actor.role === 'client_admin',
    viewSettings: actor.role === 'client_admin' || isProviderRole(actor.role),
    manageProviderStaff: permissions.includes('provider_users.manage'),
    manageCompanyUsers: permissions.includes('users.manage'),
  };
}

/** What the actor may do to this user; sent with the user and with each list row. */
export function userActions(actor: Actor, u: Subject): Record<string, boolean> {
  const self = actor.id === u.id;
  const manage = canManageUser(actor, u);
  const person = isCompanyPerson(u);
  const live = u.status !== 'archived';
  const admin = u.role === 'client_admin' || u.role === 'company_admin';
  const promote = manage && person && u.status === 'active' && roleHasPermission(actor.role, 'users.promote');
  const providerAdmin = actor.role === 'provider_admin';
  return {
    editProfile: self,
    viewProfile: linksToProfile(actor, u),
    editName: self || manage,
    editEmail: self || manage,
    changePassword: self,
    changePhone: self,
    changeAvatar: self || actor.role === 'provider_admin',
    grantPermissions: manage && !self && person,
    viewPermissions: self || manage,
    archive: manage && !self && live,
    restore: manage && u.status === 'archived',
    delete: manage && !self,
    changeRole: promote,
    promoteForAdmin: promote && !admin,
    degradeToMember: promote && admin,
    changeAmRole: canManageAppealRole(actor, u) && canBeAm(u),
    forcePasswordReset: manage && !self && u.status === 'active',
    promoteProviderAdmin: providerAdmin && u.role === 'provider_user' && u.status === 'active',
    revokeProviderAdmin: providerAdmin && !self && u.role === 'provider_admin' && u.status === 'active',
    transferManagedCompanies: providerAdmin && isProviderRole(u.role),
    generateApiKey: self && (u.role === 'api_user' || u.role === 'provider_admin'),
    resendInvitation:
      u.status === 'invited' &&
      reachesInvitee(actor, u) &&
      (isProviderRole(u.role) ? mayInviteProviderUsers(actor) : mayInviteClientUsers(actor)),
    acceptInvitation: u.status === 'awaiting_invitation' && mayDecideInvitations(actor),
    rejectInvitation: u.status === 'awaiting_invitation' && mayDecideInvitations(actor),
  };
}
