import type { TUserRole } from './enums.ts';

/**
 * Role helpers, defined once for the server and the web. A role names what a person is; what they
 * may do is asked of the permission catalogue (`permissions.ts`) and the server's policies.
 */

/** Provider staff: the platform provider's admins and users. */
export const PROVIDER_ROLES = ['provider_admin', 'provider_user'] as const satisfies readonly TUserRole[];
export const isProviderRole = (role: TUserRole): boolean => (PROVIDER_ROLES as readonly TUserRole[]).includes(role);

/** A company's admin: the client admin of a top company, the company admin of a subsidiary. */
export const COMPANY_ADMIN_ROLES = ['client_admin', 'company_admin'] as const satisfies readonly TUserRole[];
export const isCompanyAdminRole = (role: string): boolean => (COMPANY_ADMIN_ROLES as readonly string[]).includes(role);

/** The admin role of a company: client admin for a top company, company admin for a subsidiary. */
export const adminRoleOf = (company: { parentId: string | null }) =>
  company.parentId === null ? ('client_admin' as const) : ('company_admin' as const);

/** Roles that may take a seat on an engagement: a client admin may be specialist and approver. */
export const SEAT_ROLES = {
  specialist: ['specialist', 'client_admin'],
  approver: ['approver', 'client_admin'],
} as const;
