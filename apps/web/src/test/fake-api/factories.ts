import {
  type TCompanyListItem,
  type TUser,
  type TUserListItem,
  ZCompanyListItem,
  ZUser,
  ZUserListItem,
} from '@statera/shared';

let sequence = 0;
/** A fresh UUID-shaped id (the shared schemas check ids). */
export const fakeId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

const ROLE_FLAGS = (role: TUser['role']) => ({
  isGTAdmin: role === 'provider_admin',
  isGTUser: role === 'provider_user',
  isClientAdmin: role === 'client_admin',
  isSubsidiaryAdmin: role === 'company_admin',
  isClientUser: role === 'client_user',
  isApprover: role === 'approver',
  isSpecialist: role === 'specialist',
  isApiUser: role === 'api_user',
});

/**
 * A whole user as GET /api/users/{id} answers it (ZUser), an active client user unless `overrides`
 * say otherwise; parsed through the schema, so a fixture the server could not send fails at once.
 */
export function buildUser(overrides: Partial<TUser> = {}): TUser {
  const role = overrides.role ?? 'client_user';
  const firstName = overrides.firstName ?? 'Anna';
  const lastName = overrides.lastName ?? 'Doe';
  return ZUser.parse({
    id: fakeId(),
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: 'anna@example.test',
    phone: null,
    phoneVerified: false,
    position: null,
    role,
    amRole: 'none',
    status: 'active',
    companyId: null,
    company: null,
    companyRole: null,
    avatar: null,
    photoId: null,
    originalPhotoId: null,
    photoParams: null,
    inviter: null,
    marketingApproval: false,
    permissions: [],
    grantedPermissions: [],
    blockedPermissions: [],
    canBeAm: false,
    onboardingSteps: [],
    managedClientCount: { active: 0, archived: 0, awaiting: 0 },
    managedCompanies: [],
    engagementAsAnswererCount: 0,
    engagementAsApproverCount: 0,
    hasApiKeyGenerated: false,
    shouldSetAppealManagers: false,
    mailVerificationPeriod: null,
    mailVerificationNewDevice: null,
    isTermsVersionValid: true,
    ssoLogin: false,
    ssoProviderName: null,
    hasUnseenUserGuidances: false,
    dateCreated: '2025-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...ROLE_FLAGS(role),
    abilities: {},
    ...overrides,
  });
}

/** A row of the users lists (ZUserListItem). */
export function buildUserListItem(overrides: Partial<TUserListItem> = {}): TUserListItem {
  const firstName = overrides.firstName ?? 'Anna';
  const lastName = overrides.lastName ?? 'Doe';
  return ZUserListItem.parse({
    id: fakeId(),
    email: 'anna@example.test',
    fullName: `${firstName} ${lastName}`,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    avatar: null,
    status: 'active',
    position: null,
    phone: null,
    role: 'client_user',
    amRole: 'none',
    companyId: null,
    company: null,
    dateCreated: '2025-01-01T00:00:00.000Z',
    lastLoginAt: null,
    abilities: {},
    ...overrides,
  });
}

/** A row of the companies lists (ZCompanyListItem), an active client. */
export function buildCompanyListItem(overrides: Partial<TCompanyListItem> = {}): TCompanyListItem {
  return ZCompanyListItem.parse({
    id: fakeId(),
    name: 'Northwind Ltd',
    number: null,
    sector: null,
    status: 'active',
    mainCompany: true,
    parentId: null,
    parent: null,
    manager: null,
    administrators: [],
    dateCreated: '2025-01-01T00:00:00.000Z',
    dateArchived: null,
    activeEngagementCount: 0,
    engagementCount: 0,
    departmentsCount: 0,
    abilities: {},
    ...overrides,
  });
}

/** One page of a list answer. */
export const pageOf = <T>(data: T[]) => ({ data, total: data.length, page: 1, rows: 20 });
