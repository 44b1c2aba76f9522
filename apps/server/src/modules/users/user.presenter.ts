import {
  avatarUrl,
  effectivePermissions,
  isCompanyAdminRole,
  MAIL_VERIFICATION_PERIODS,
  TERMS_VERSION,
  type TOnboardingStep,
  type TOption,
  type TUser,
  type TUserListItem,
  type TUserOption,
} from '@statera/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../authz/actor.ts';
import { appAbilities } from '../../authz/app-abilities.ts';
import { userSeatAbilities } from '../../authz/user-seat-abilities.ts';
import { users } from '../../db/schema/index.ts';
import { canBeAm, userActions } from './user.policy.ts';
import type { CompanyOfUser, UserRow } from './user.repository.ts';

type OptionColumn = 'id' | 'firstName' | 'lastName' | 'email' | 'position' | 'photoId';

/** The columns a user option needs of `users` or an alias of it (a seat joined under its own name). */
export const userOptionColumnsOf = <U extends Record<OptionColumn, AnyPgColumn>>(u: U): Pick<U, OptionColumn> => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  position: u.position,
  photoId: u.photoId,
});

/** The columns a user option needs; select these wherever a person is shown beside a record. */
export const userOptionColumns = userOptionColumnsOf(users);

export function fullName(u: { firstName: string; lastName: string }): string {
  return `${u.firstName} ${u.lastName}`.trim();
}

export function presentUserOption(
  u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'position' | 'photoId'>,
): TUserOption {
  return { id: u.id, name: fullName(u), email: u.email, position: u.position, avatar: avatarUrl(u) };
}

const roleFlags = (role: UserRow['role']) => ({
  isGTAdmin: role === 'provider_admin',
  isGTUser: role === 'provider_user',
  isClientAdmin: role === 'client_admin',
  isSubsidiaryAdmin: role === 'company_admin',
  isClientUser: role === 'client_user',
  isApprover: role === 'approver' || role === 'client_admin',
  isSpecialist: role === 'specialist' || role === 'client_admin',
  isApiUser: role === 'api_user',
});

const companyRole = (u: UserRow): TUser['companyRole'] => {
  if (u.companyId === null) return null;
  return isCompanyAdminRole(u.role) ? 'admin' : 'member';
};

const verificationPeriod = (v: string | null) =>
  (MAIL_VERIFICATION_PERIODS as readonly string[]).includes(v ?? '') ? (v as TUser['mailVerificationPeriod']) : null;

/** Everything of a user that needs more than the user row (loaded by user-details.ts). */
export interface UserDetails {
  company: CompanyOfUser | null;
  inviter: TUserOption | null;
  blockedPermissions: string[];
  onboardingSteps: TOnboardingStep[];
  managedClientCount: TUser['managedClientCount'];
  managedCompanies: TOption[];
  engagementAsAnswererCount: number;
  engagementAsApproverCount: number;
  hasApiKeyGenerated: boolean;
  shouldSetAppealManagers: boolean;
  ssoProviderName: string | null;
  /** Guidance the user has not opened (read only for the user themself). */
  hasUnseenUserGuidances: boolean;
}

/**
 * The user of spec §3. `abilities` holds what the viewer may do to this user, plus, when the viewer
 * is the user, the app-wide abilities the web builds its navigation from.
 */
export function presentUser(u: UserRow, d: UserDetails, viewer: Actor): TUser {
  const self = viewer.id === u.id;
  const permissions = effectivePermissions({
    role: u.role,
    amRole: u.amRole,
    extra: u.permissions,
    blocked: d.blockedPermissions,
  });
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: fullName(u),
    email: u.email,
    phone: u.phone,
    phoneVerified: u.phone !== null && u.phoneVerifiedAt !== null,
    position: u.position,
    role: u.role,
    amRole: u.amRole,
    status: u.status,
    companyId: u.companyId,
    company: d.company ? { id: d.company.id, name: d.company.name, parentId: d.company.parentId } : null,
    companyRole: companyRole(u),
    avatar: avatarUrl(u),
    photoId: u.photoId,
    originalPhotoId: u.originalPhotoId,
    photoParams: u.photoParams,
    inviter: d.inviter,
    marketingApproval: u.marketingApproval,
    permissions,
    grantedPermissions: u.permissions,
    blockedPermissions: d.blockedPermissions,
    canBeAm: canBeAm(u),
    onboardingSteps: d.onboardingSteps,
    managedClientCount: d.managedClientCount,
    managedCompanies: d.managedCompanies,
    engagementAsAnswererCount: d.engagementAsAnswererCount,
    engagementAsApproverCount: d.engagementAsApproverCount,
    hasApiKeyGenerated: d.hasApiKeyGenerated,
    shouldSetAppealManagers: d.shouldSetAppealManagers,
    mailVerificationPeriod: verificationPeriod(u.mailVerificationPeriod),
    mailVerificationNewDevice: u.mailVerificationNewDevice,
    isTermsVersionValid: u.termsVersion === TERMS_VERSION,
    ssoLogin: u.ssoProviderId !== null,
    ssoProviderName: d.ssoProviderName,
    hasUnseenUserGuidances: self && d.hasUnseenUserGuidances,
    dateCreated: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    ...roleFlags(u.role),
    abilities: { ...(self ? appAbilities(viewer) : {}), ...userActions(viewer, u), ...userSeatAbilities(viewer, u) },
  };
}

export function presentUserListItem(u: UserRow, company: TOption | null, viewer: Actor): TUserListItem {
  const name = fullName(u);
  return {
    id: u.id,
    email: u.email,
    fullName: name,
    name,
    firstName: u.firstName,
    lastName: u.lastName,
    avatar: avatarUrl(u),
    status: u.status,
    position: u.position,
    phone: u.phone,
    role: u.role,
    amRole: u.amRole,
    companyId: u.companyId,
    company,
    dateCreated: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    abilities: userActions(viewer, u),
  };
}
