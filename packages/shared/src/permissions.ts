import type { TAmRole, TUserRole } from './enums.ts';
import { isProviderRole } from './roles.ts';

/**
 * The permission catalogue (spec §6 says the names are not shown; these are ours, documented in
 * docs/decisions/permissions.md). A role grants a fixed set; a user may hold extra grants
 * (`users.permissions`); the group may block some for its people (holding settings
 * `blockedPermissions`). Provider staff are never blocked.
 */
export const PERMISSIONS = [
  'users.view',
  'users.manage',
  'users.promote',
  'companies.manage',
  'subsidiaries.manage',
  'departments.manage',
  'holding.update',
  'clients.manage',
  'provider_users.manage',
  'features.manage',
  'engagements.view',
  'engagements.manage',
  'engagements.amend_dates',
  'engagements.email_contractors',
  'assessments.complete',
  'assessments.review',
  'appeals.view',
  'appeals.work',
  'appeals.manage',
  'appeal_managers.manage',
  'statistics.view',
  'csv.import',
  'user_guidance.manage',
  'sms_outbox.view',
  'api_key.generate',
  'documentation.view',
  'webhooks.manage',
] as const;
export type TPermission = (typeof PERMISSIONS)[number];

/**
 * Permissions a group may take away from its people (spec §6 settings: amend dates, email contractors;
 * CSV imports, issue 26: a group that wants every engagement typed in by hand blocks `csv.import`;
 * issue 25: the statistics pages and their exports).
 */
export const BLOCKABLE_PERMISSIONS = [
  'engagements.amend_dates',
  'engagements.email_contractors',
  'csv.import',
  'statistics.view',
] as const satisfies readonly TPermission[];

/** Permissions an admin may grant a user beyond their role. */
export const GRANTABLE_PERMISSIONS = [
  'engagements.amend_dates',
  'engagements.email_contractors',
  'statistics.view',
] as const satisfies readonly TPermission[];
export type TGrantablePermission = (typeof GRANTABLE_PERMISSIONS)[number];

const ENGAGEMENT_ADMIN: TPermission[] = [
  'engagements.view',
  'engagements.manage',
  'engagements.amend_dates',
  'engagements.email_contractors',
  'csv.import',
  'statistics.view',
  'appeals.view',
];

export const ROLE_PERMISSIONS: Record<TUserRole, readonly TPermission[]> = {
  provider_admin: PERMISSIONS,
  provider_user: [
    ...ENGAGEMENT_ADMIN,
    'users.view',
    'users.manage',
    'users.promote',
    'companies.manage',
    'subsidiaries.manage',
    'departments.manage',
    'appeals.manage',
    'appeal_managers.manage',
    'features.manage',
    'documentation.view',
  ],
  client_admin: [
    ...ENGAGEMENT_ADMIN,
    'users.view',
    'users.manage',
    'users.promote',
    'companies.manage',
    'subsidiaries.manage',
    'departments.manage',
    'holding.update',
    'assessments.complete',
    'assessments.review',
    'appeal_managers.manage',
    'documentation.view',
    'webhooks.manage',
  ],
  company_admin: [
    ...ENGAGEMENT_ADMIN,
    'users.view',
    'users.manage',
    'users.promote',
    'companies.manage',
    'departments.manage',
    'documentation.view',
  ],
  client_user: ['engagements.view', 'documentation.view'],
  // the engagement's approver may send its statement to the contractor (unless the group blocks it)
  approver: ['engagements.view', 'engagements.email_contractors', 'assessments.review', 'documentation.view'],
  specialist: ['engagements.view', 'assessments.complete', 'documentation.view'],
  api_user: ['api_key.generate', 'documentation.view'],
};

export const AM_ROLE_PERMISSIONS: Record<TAmRole, readonly TPermission[]> = {
  none: [],
  appeal_manager: ['appeals.view', 'appeals.work'],
  lead_appeal_manager: ['appeals.view', 'appeals.work', 'appeals.manage', 'appeal_managers.manage'],
};

/** Whether the role alone grants the permission (no extra grants, no blocking). */
export const roleHasPermission = (role: TUserRole, permission: TPermission) =>
  ROLE_PERMISSIONS[role].includes(permission);

/**
 * The effective permissions of a user: role ∪ appeal-management role ∪ extra grants, minus the
 * group's blocked ones (not for provider staff). API users keep only their own two.
 */
export function effectivePermissions(input: {
  role: TUserRole;
  amRole: TAmRole;
  extra: readonly string[];
  blocked: readonly string[];
}): TPermission[] {
  const granted = new Set<TPermission>(ROLE_PERMISSIONS[input.role]);
  if (input.role !== 'api_user') {
    for (const p of AM_ROLE_PERMISSIONS[input.amRole]) granted.add(p);
    for (const p of input.extra)
      if ((GRANTABLE_PERMISSIONS as readonly string[]).includes(p)) granted.add(p as TPermission);
  }
  if (!isProviderRole(input.role)) for (const p of input.blocked) granted.delete(p as TPermission);
  return PERMISSIONS.filter((p) => granted.has(p));
}
