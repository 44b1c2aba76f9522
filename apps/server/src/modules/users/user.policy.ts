import { isCompanyAdminRole, isProviderRole } from '@statera/shared';
import { type Actor, can, managesCompany } from '../../authz/actor.ts';
import type { users } from '../../db/schema/index.ts';
import { apiKeyPolicy } from '../api-keys/api-key.policy.ts';
import { invitationPolicy } from '../invitations/invitation.policy.ts';
import { providerStaffPolicy } from './provider-staff.policy.ts';

/** A user as the rules read it (the row's columns). */
type UserRow = typeof users.$inferSelect;
type Subject = Pick<UserRow, 'id' | 'companyId' | 'role' | 'status'>;

/** May the actor see this user's profile? Themselves, provider admins, and admins of the user's company. */
export function canViewUser(actor: Actor, user: Pick<UserRow, 'id' | 'companyId'>): boolean {
  if (actor.id === user.id || actor.managedCompanyIds === 'all') return true;
  return user.companyId !== null && managesCompany(actor, user.companyId);
}

/**
 * May the actor administer this user (edit names and email, archive, restore, delete, change
 * roles)? Provider admins anyone; provider staff and client/company admins the people of the
 * companies they manage. Provider staff are managed only by provider admins.
 */
export function canManageUser(actor: Actor, user: Pick<UserRow, 'companyId'>): boolean {
  if (actor.role === 'provider_admin') return true;
  if (user.companyId === null || !can(actor, 'users.manage')) return false;
  return managesCompany(actor, user.companyId);
}

/** A company person whose role may be changed here (not provider staff, not API users). */
export const isCompanyPerson = (u: Pick<UserRow, 'role' | 'companyId'>) =>
  u.companyId !== null && !isProviderRole(u.role) && u.role !== 'api_user';

/** Who may become an appeal manager: active company people. */
export const canBeAm = (u: Pick<UserRow, 'role' | 'companyId' | 'status'>) =>
  isCompanyPerson(u) && u.status === 'active';

/** People of the actor's own group (avatars appear beside records, so the group sees each other's). */
export const sharesGroup = (actor: Actor, u: { company: { rootId: string } | null }): boolean =>
  u.company !== null && u.company.rootId === actor.rootCompanyId;

/** The lead appeal manager of a company sees and sets up its people's appeal roles. */
export const leadsAppealsOf = (actor: Actor, user: Pick<UserRow, 'companyId'>): boolean =>
  can(actor, 'appeal_managers.manage') &&
  actor.amRole === 'lead_appeal_manager' &&
  user.companyId !== null &&
  actor.companyId === user.companyId;

/** May the actor change this user's appeal-management role? Their managers, or the lead appeal manager of their company. */
export function canManageAppealRole(actor: Actor, user: Pick<UserRow, 'companyId'>): boolean {
  return canManageUser(actor, user) || leadsAppealsOf(actor, user);
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

/** What the actor may do to this user; sent with the user and with each list row. */
export function userActions(actor: Actor, u: Subject): Record<string, boolean> {
  const self = actor.id === u.id;
  const manage = canManageUser(actor, u);
  const person = isCompanyPerson(u);
  const live = u.status !== 'archived';
  const admin = isCompanyAdminRole(u.role);
  const promote = manage && person && u.status === 'active' && can(actor, 'users.promote');
  const staffRoles = providerStaffPolicy.changeRole(actor);
  return {
    editProfile: self,
    viewProfile: linksToProfile(actor, u),
    editName: self || manage,
    editEmail: self || manage,
    changePassword: self,
    changePhone: self,
    changeAvatar: userPolicy.changeAvatar(actor, u),
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
    promoteProviderAdmin: staffRoles && u.role === 'provider_user' && u.status === 'active',
    revokeProviderAdmin: staffRoles && !self && u.role === 'provider_admin' && u.status === 'active',
    transferManagedCompanies: providerStaffPolicy.transferManagedCompanies(actor) && isProviderRole(u.role),
    generateApiKey: self && apiKeyPolicy.generate(actor),
    resendInvitation: u.status === 'invited' && invitationPolicy.visible(actor, u) && invitationPolicy.resend(actor, u),
    acceptInvitation: u.status === 'awaiting_invitation' && invitationPolicy.decide(actor),
    rejectInvitation: u.status === 'awaiting_invitation' && invitationPolicy.decide(actor),
  };
}

/**
 * Appeal-management roles: a person's managers, and the lead appeal manager of the person's
 * company (who reaches people beyond `userPolicy.visible`, so this policy has no visibility rule).
 */
export const appealRolePolicy = {
  change: canManageAppealRole,
};

/**
 * A person's avatar, which their whole group sees (beyond `userPolicy.visible`, so this policy has no
 * visibility rule): the uncropped original only to those who may change it (403 for the others).
 */
export const avatarPolicy = {
  readOriginal: (actor: Actor, u: Pick<UserRow, 'id'>) => actor.id === u.id || actor.role === 'provider_admin',
};

/** Every rule about a person, for `authorize` (user-level abilities above use the same functions). */
export const userPolicy = {
  visible: canViewUser,
  manage: canManageUser,
  /** Archive, delete, force a password reset: managers, never on themselves. */
  manageOther: (actor: Actor, u: Pick<UserRow, 'id' | 'companyId'>) => actor.id !== u.id && canManageUser(actor, u),
  /** The user, and provider admins for anyone (spec §6 avatar). */
  changeAvatar: (actor: Actor, u: Pick<UserRow, 'id'>) => actor.id === u.id || actor.role === 'provider_admin',
  /** Their own phone only. */
  changePhone: (actor: Actor, u: Pick<UserRow, 'id'>) => actor.id === u.id,
  /** The terms of use are accepted by the user themselves only. */
  acceptTerms: (actor: Actor, u: Pick<UserRow, 'id'>) => actor.id === u.id,
  /** Archive or delete (with the feature and the managing rights asked apart): never oneself. */
  archive: (actor: Actor, u: Pick<UserRow, 'id'>) => actor.id !== u.id,
  /** The details only a person changes on their own profile (password, phone, language…). */
  editOwnDetails: (actor: Actor, u: Pick<UserRow, 'id'>) => actor.id === u.id,
  /** Grant permissions: to someone else (`manage` decides who). */
  grantPermissions: (actor: Actor, u: Pick<UserRow, 'id'>) => actor.id !== u.id,
  /** Only company people hold extra permissions (provider staff and API users do not). */
  holdPermissions: (_actor: Actor, u: Pick<UserRow, 'role' | 'companyId'>) => isCompanyPerson(u),
  /** The user themselves, or an admin managing them. */
  viewPermissions: (actor: Actor, u: Pick<UserRow, 'id' | 'companyId'>) => actor.id === u.id || canManageUser(actor, u),
  /** Change people's roles: managers who hold `users.promote`. */
  promote: (actor: Actor) => can(actor, 'users.promote'),
};
