import { z } from 'zod';
import { AM_ROLES, USER_ROLES, USER_STATUSES } from '../enums.ts';
import { ERROR_KEYS } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import { GRANTABLE_PERMISSIONS } from '../permissions.ts';
import { documented, withFieldRules } from '../validation/documented.ts';
import { SMS_DELIVERIES } from './auth.ts';
import { ZAbilities, ZId, ZListQuery, ZOption, ZUserOption, zEmail, zPage, zRequiredText } from './common.ts';
import { HOLDING_MAIL_VERIFICATION_PERIODS, MAIL_VERIFICATION_PERIODS } from './company.ts';
import { zPassword } from './password.ts';

/** The crop of an avatar's original picture (spec `photoParams`), in the original's pixels. */
export const ZPhotoParams = z
  .object({
    x: z.number().int().min(0),
    y: z.number().int().min(0),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
  })
  .meta({ id: 'PhotoParams' });
export type TPhotoParams = z.infer<typeof ZPhotoParams>;

export const ONBOARDING_STEPS = [
  'assessment_process',
  'activate_account',
  'set_company_details',
  'add_subsidiary',
  'add_users',
] as const;

export const ZOnboardingStep = z.object({ id: ZId, step: z.string(), completed: z.boolean(), userId: ZId });
export type TOnboardingStep = z.infer<typeof ZOnboardingStep>;

/** The user of spec §3, with role flags and the abilities of the viewer on this user. */
export const ZUser = z
  .object({
    id: ZId,
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    phoneVerified: z.boolean(),
    position: z.string().nullable(),
    role: z.enum(USER_ROLES),
    amRole: z.enum(AM_ROLES),
    status: z.enum(USER_STATUSES),
    companyId: ZId.nullable(),
    company: z.object({ id: ZId, name: z.string(), parentId: ZId.nullable() }).nullable(),
    /** admin for client and company admins, member for other company people, null for provider staff. */
    companyRole: z.enum(['admin', 'member']).nullable(),
    /** URL of the avatar image (GET, signed-in), null when none. */
    avatar: z.string().nullable(),
    /** The stored avatar (cropped) and the picture it was cropped from, with the crop. */
    photoId: ZId.nullable(),
    originalPhotoId: ZId.nullable(),
    photoParams: ZPhotoParams.nullable(),
    inviter: ZUserOption.nullable(),
    marketingApproval: z.boolean(),
    /** Effective permissions (role, appeal role and grants, minus the group's blocked ones). */
    permissions: z.array(z.string()),
    /** Extra permissions granted to this user by an admin. */
    grantedPermissions: z.array(z.string()),
    blockedPermissions: z.array(z.string()),
    canBeAm: z.boolean(),
    onboardingSteps: z.array(ZOnboardingStep),
    managedClientCount: z.object({ active: z.number().int(), archived: z.number().int(), awaiting: z.number().int() }),
    managedCompanies: z.array(ZOption),
    engagementAsAnswererCount: z.number().int(),
    engagementAsApproverCount: z.number().int(),
    hasApiKeyGenerated: z.boolean(),
    shouldSetAppealManagers: z.boolean(),
    /** The user's own sign-in verification choice; null follows the group setting. */
    mailVerificationPeriod: z.enum(MAIL_VERIFICATION_PERIODS).nullable(),
    mailVerificationNewDevice: z.boolean().nullable(),
    isTermsVersionValid: z.boolean(),
    ssoLogin: z.boolean(),
    ssoProviderName: z.string().nullable(),
    hasUnseenUserGuidances: z.boolean(),
    dateCreated: z.string(),
    lastLoginAt: z.string().nullable(),
    isGTAdmin: z.boolean(),
    isGTUser: z.boolean(),
    isClientAdmin: z.boolean(),
    isSubsidiaryAdmin: z.boolean(),
    isClientUser: z.boolean(),
    isApprover: z.boolean(),
    isSpecialist: z.boolean(),
    isApiUser: z.boolean(),
    abilities: ZAbilities,
  })
  .meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;

/** A row of the users lists (spec §3 short user, with role, company and the viewer's abilities). */
export const ZUserListItem = z
  .object({
    id: ZId,
    email: z.string(),
    fullName: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string().nullable(),
    status: z.enum(USER_STATUSES),
    position: z.string().nullable(),
    phone: z.string().nullable(),
    role: z.enum(USER_ROLES),
    amRole: z.enum(AM_ROLES),
    companyId: ZId.nullable(),
    company: ZOption.nullable(),
    dateCreated: z.string(),
    lastLoginAt: z.string().nullable(),
    abilities: ZAbilities,
  })
  .meta({ id: 'UserListItem' });
export type TUserListItem = z.infer<typeof ZUserListItem>;
export const ZUserPage = zPage(ZUserListItem);
export type TUserPage = z.infer<typeof ZUserPage>;

const zArray = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.infer<T>[]);

export const USER_SORT_FIELDS = ['name', 'email', 'role', 'status', 'dateCreated', 'company', 'lastLoginAt'] as const;

/** GET /api/users (provider staff). */
export const ZUserListQuery = ZListQuery.extend({
  role: z.enum(USER_ROLES).optional(),
  userType: z.enum(['gt', 'client']).optional(),
  companyIds: zArray(ZId).optional(),
  status: z.enum(USER_STATUSES).optional(),
  statuses: zArray(z.enum(USER_STATUSES)).optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

/** GET /api/companies/{id}/users (admins of the company tree). */
export const ZCompanyUserListQuery = ZListQuery.extend({
  role: z.enum(USER_ROLES).optional(),
  companyIds: zArray(ZId).optional(),
  status: z.enum(USER_STATUSES).optional(),
  statuses: zArray(z.enum(USER_STATUSES)).optional(),
});
export type TCompanyUserListQuery = z.infer<typeof ZCompanyUserListQuery>;

/** A phone number: digits with an optional leading +, spaces, dashes and brackets allowed. */
export const zPhone = () =>
  z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, { error: 'errors.phone' })
    .transform((v) => v.replace(/[ ()-]/g, ''))
    .refine((v) => /^\+?\d{7,15}$/.test(v), { error: 'errors.phone' })
    // The same in one pattern for the document: 7 to 15 digits among the allowed characters.
    .meta({ pattern: '^(?=(?:\\D*\\d){7})(?!(?:\\D*\\d){16})\\s*\\+?[0-9 ()-]{7,20}\\s*$' });

/**
 * PUT /api/users/{id}. Users edit their own profile; provider admins and the managing admins may
 * edit others' names and email (and grant extra permissions). Changing email, password,
 * sign-in verification or permissions needs an X-Authorization-Token (not for provider admins).
 */
/** A spec field that another call handles: absent, or a 400 with `key` on the field. */
const zElsewhere = (key: string) =>
  documented(
    z
      .unknown()
      .optional()
      .refine((v) => v === undefined, { error: key }),
    // In the document: no value is valid (the property must be left out).
    { not: {}, description: `Not taken here: leave it out (${key}).` },
  );

export const ZUpdateUser = withFieldRules(
  z
    .object({
      firstName: zRequiredText(100).optional(),
      lastName: zRequiredText(100).optional(),
      position: z.string().trim().max(191).nullable().optional(),
      email: zEmail().optional(),
      phone: zPhone().nullable().optional(),
      oldPassword: z.string().min(1, { error: 'errors.required' }).optional(),
      password: zPassword().optional(),
      marketingApproval: z.boolean().optional(),
      mailVerificationPeriod: z.enum(MAIL_VERIFICATION_PERIODS).nullable().optional(),
      mailVerificationNewDevice: z.boolean().nullable().optional(),
      permissions: z.array(z.enum(GRANTABLE_PERMISSIONS)).max(20).optional(),
      // Spec §7 names these on PUT users/{userId}; each has its own call here (docs/decisions/
      // spec-names-and-fields.md), so sending one is an error naming that call, never silently dropped.
      photoId: zElsewhere(ERROR_KEYS.photoThroughAvatar),
      photoParams: zElsewhere(ERROR_KEYS.photoThroughAvatar),
      originalPhotoId: zElsewhere(ERROR_KEYS.photoThroughAvatar),
      roleIds: zElsewhere(ERROR_KEYS.rolesThroughRoleChange),
      /** Taken when it is the person's own company (a form sends it back); another one is 422. */
      companyId: ZId.optional(),
    })
    .superRefine((v, ctx) => {
      if (v.password !== undefined && v.oldPassword === undefined) {
        ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: 'errors.required' });
      }
      if (v.password !== undefined && v.password === v.oldPassword) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'errors.newPasswordMustBeDifferentFromOld' });
      }
    })
    .meta({ dependentRequired: { password: ['oldPassword'] } }),
  [{ rule: 'different', field: 'password', other: 'oldPassword' }],
);
export type TUpdateUser = z.infer<typeof ZUpdateUser>;

/**
 * The sign-in verification part of My account, sent with PUT /api/users/{id} (password-confirmed):
 * how often a code is asked (null follows the company's setting) and whether a new device asks one.
 */
export const ZSignInVerificationPreferences = z.object({
  mailVerificationPeriod: z.enum(HOLDING_MAIL_VERIFICATION_PERIODS, { error: 'errors.invalidOption' }).nullable(),
  mailVerificationNewDevice: z.boolean(),
});
export type TSignInVerificationPreferences = z.infer<typeof ZSignInVerificationPreferences>;

/**
 * Avatar upload (PUT users/{id}/avatar, multipart/form-data): `photo`, the cropped picture (PNG,
 * JPEG, WebP or GIF, at most 512 KB); `original`, the picture it was cropped from (at most 2 MB;
 * omitted when cropping the stored original again); `photoParams`, the crop as JSON.
 */
export const AVATAR_MAX_BYTES = 512 * 1024;
export const AVATAR_ORIGINAL_MAX_BYTES = 2 * 1024 * 1024;

export const ZPhoneCodeRequest = z.object({ phone: zPhone() });
export type TPhoneCodeRequest = z.infer<typeof ZPhoneCodeRequest>;
/** POST users/{id}/phone-code: whether the code was texted or only recorded in the SMS outbox. */
export const ZPhoneCodeSent = z.object({ smsDelivery: z.enum(SMS_DELIVERIES) });
export type TPhoneCodeSent = z.infer<typeof ZPhoneCodeSent>;
export const ZPhoneChange = z.object({
  phone: zPhone(),
  smsCode: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${LIMITS.smsCodeLength}}$`), { error: 'errors.smsCodeInvalid' }),
});
export type TPhoneChange = z.infer<typeof ZPhoneChange>;
