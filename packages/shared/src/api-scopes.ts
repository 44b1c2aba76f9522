import type { TPermission } from './permissions.ts';

/**
 * What an API key may do, chosen when it is made (docs/decisions/api-keys.md). A key acts within its
 * API user's client group; each scope opens a set of /api/v1 operations and grants the permissions
 * the policies ask for those operations (minus any the group blocks).
 */
export const API_SCOPES = [
  'engagements:read',
  'engagements:write',
  'determinations:read',
  'statements:read',
  'appeals:read',
  'appeals:manage',
  'webhooks:manage',
] as const;
export type TApiScope = (typeof API_SCOPES)[number];

/** The permissions each scope grants a key's actor (the policies read permissions and scopes both). */
export const API_SCOPE_PERMISSIONS: Record<TApiScope, readonly TPermission[]> = {
  'engagements:read': ['engagements.view'],
  'engagements:write': ['engagements.view', 'engagements.manage', 'engagements.amend_dates'],
  'determinations:read': ['engagements.view'],
  'statements:read': ['engagements.view'],
  'appeals:read': ['appeals.view'],
  'appeals:manage': ['appeals.view', 'appeals.work', 'appeals.manage'],
  'webhooks:manage': ['webhooks.manage'],
};

/** The permissions of a key holding these scopes. */
export function apiScopePermissions(scopes: readonly TApiScope[]): TPermission[] {
  return [...new Set(scopes.flatMap((s) => API_SCOPE_PERMISSIONS[s] ?? []))];
}

/** Limits of keys: lifetime, name, default rate (requests a minute per key). */
export const API_KEY_LIMITS = {
  maxLifetimeDays: 730,
  defaultLifetimeDays: 365,
  nameMax: 100,
  defaultRatePerMinute: 120,
  maxKeysPerUser: 20,
} as const;
