import { z } from 'zod';
import { AM_ROLES, type TUserRole } from '../enums.ts';
import { isCompanyAdminRole } from '../roles.ts';
import { EMAIL_PATTERN } from '../validation/predicates.ts';
import { ZId, ZOptionsQuery, ZUserOption, zEmail } from './common.ts';

/** What the current admin becomes when another user is made admin (spec §6: one admin at a time). */
export const OLD_ADMIN_NEW_ROLES = ['approver', 'specialist', 'archived'] as const;
export type TOldAdminNewRole = (typeof OLD_ADMIN_NEW_ROLES)[number];

/** Roles a company person may be given through PUT users/{id}/roles (admin = client or company admin by company). */
export const ASSIGNABLE_ROLES = ['admin', 'approver', 'specialist', 'client_user'] as const;
export type TAssignableRole = (typeof ASSIGNABLE_ROLES)[number];
/** Member roles an admin may be degraded to. */
export const MEMBER_ROLES = ['approver', 'specialist', 'client_user'] as const;
export type TMemberRole = (typeof MEMBER_ROLES)[number];

/** The assignable role a person holds now: 'admin' for either admin role, null for provider staff and API users. */
export function assignableRoleOf(role: TUserRole): TAssignableRole | null {
  if (isCompanyAdminRole(role)) return 'admin';
  return (MEMBER_ROLES as readonly string[]).includes(role) ? (role as TMemberRole) : null;
}

export const ZPromoteForAdmin = z.object({ oldAdminNewRole: z.enum(OLD_ADMIN_NEW_ROLES).optional() });
export type TPromoteForAdmin = z.infer<typeof ZPromoteForAdmin>;

/** newAdminReplacement: id of the company user who becomes admin when the degraded one was the only admin. */
export const ZDegradeToMember = z.object({ newRole: z.enum(MEMBER_ROLES), newAdminReplacement: ZId.optional() });
export type TDegradeToMember = z.infer<typeof ZDegradeToMember>;

/**
 * PUT /api/users/{id}/roles. `emailToSwap`: the active person of the same group who takes over
 * the seats the user can no longer hold (or all seats when the role stays the same).
 */
export const ZChangeRoles = z.object({
  newRole: z.enum(ASSIGNABLE_ROLES),
  emailToSwap: zEmail().optional(),
  oldAdminNewRole: z.enum(OLD_ADMIN_NEW_ROLES).optional(),
  newAdminReplacement: ZId.optional(),
});
export type TChangeRoles = z.infer<typeof ZChangeRoles>;

/**
 * The swap-role form (spec §5): the request, plus the role the person holds now. Keeping it only
 * makes sense to hand the seats over, so `emailToSwap` is then required (the server would answer
 * 409 errors.swapRequired). Parses to the request body.
 */
export const ZSwapRoleForm = ZChangeRoles.extend({ currentRole: z.enum(ASSIGNABLE_ROLES).nullable() })
  .superRefine((v, ctx) => {
    if (v.newRole === v.currentRole && v.emailToSwap === undefined) {
      ctx.addIssue({ code: 'custom', path: ['emailToSwap'], message: 'errors.required' });
    }
  })
  .transform(({ currentRole: _current, ...body }): TChangeRoles => body);

/**
 * PUT /api/users/{id}/am-role (spec §4). Leaving the lead role needs `newLeadId`; a new lead
 * turns the old one into an appeal manager. `reassignActiveAppeals` moves the old lead's open appeals.
 */
export const ZChangeAmRole = z.object({
  amRole: z.enum(AM_ROLES),
  newLeadId: ZId.optional(),
  reassignActiveAppeals: z.boolean().default(false),
});
export type TChangeAmRole = z.infer<typeof ZChangeAmRole>;

/**
 * The appeal-management form (spec §4): the request, plus the person's appeal role now. The lead
 * stepping down names the new lead (the server would answer 400 errors.leadAppealManagerReplacementRequired).
 * Parses to the request body.
 */
export const ZAmRoleForm = ZChangeAmRole.extend({ currentAmRole: z.enum(AM_ROLES) })
  .superRefine((v, ctx) => {
    const leavingLead = v.currentAmRole === 'lead_appeal_manager' && v.amRole !== 'lead_appeal_manager';
    if (leavingLead && v.newLeadId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['newLeadId'], message: 'errors.required' });
    }
  })
  .transform(({ currentAmRole: _current, ...body }): TChangeAmRole => body);

export const ZAffiliationQuery = z.object({ userEmail: zEmail() });
export const ZAffiliation = z.object({ affiliated: z.boolean() });
export type TAffiliation = z.infer<typeof ZAffiliation>;

export const ZBulkUserIds = z.object({
  userIds: z.array(ZId).min(1, { error: 'errors.required' }).max(500),
});
export type TBulkUserIds = z.infer<typeof ZBulkUserIds>;
export const ZBulkArchiveResult = z.object({ archived: z.number().int() });

const zIdArray = z.union([ZId, z.array(ZId)]).transform((v) => (Array.isArray(v) ? v : [v]));

/** Which field of a person is the `value` of a GET gt-user-options option (spec §7 valueField). */
export const GT_USER_OPTION_VALUE_FIELDS = ['id', 'email'] as const;
export type TGtUserOptionValueField = (typeof GT_USER_OPTION_VALUE_FIELDS)[number];

export const ZGtUserOptionsQuery = ZOptionsQuery.extend({
  excludeIds: zIdArray.optional(),
  /** The option's `value`: the person's id (default) or email. */
  valueField: z.enum(GT_USER_OPTION_VALUE_FIELDS).default('id'),
  /** The option shown first: an id, or an email when valueField is email. */
  initialValue: z.union([ZId, z.email({ pattern: EMAIL_PATTERN })]).optional(),
})
  .refine((q) => q.initialValue === undefined || q.initialValue.includes('@') === (q.valueField === 'email'), {
    path: ['initialValue'],
    error: 'errors.invalidOption',
  })
  .meta({
    // An email as initialValue exactly when valueField is email.
    anyOf: [
      { required: ['valueField'], properties: { valueField: { const: 'email' }, initialValue: { pattern: '@' } } },
      { properties: { valueField: { not: { const: 'email' } }, initialValue: { not: { pattern: '@' } } } },
    ],
  });
export type TGtUserOptionsQuery = z.infer<typeof ZGtUserOptionsQuery>;

/** A member of provider staff as an option; `value` is the field the query named (valueField). */
export const ZGtUserOption = ZUserOption.extend({ value: z.string() });
export type TGtUserOption = z.infer<typeof ZGtUserOption>;
export const ZGtUserOptions = z.array(ZGtUserOption);

export const ZGtManager = ZUserOption.extend({ managedClientCount: z.number().int() });
export type TGtManager = z.infer<typeof ZGtManager>;
export const ZGtManagers = z.array(ZGtManager);

/** How many users must change their password at the next sign-in (force-password-reset). */
export const ZForcePasswordResetResult = z.object({ updated: z.number().int() });
export type TForcePasswordResetResult = z.infer<typeof ZForcePasswordResetResult>;
