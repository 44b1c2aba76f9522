import { z } from 'zod';
import { COMPANY_STATUSES } from '../enums.ts';
import { zEmailAddress, zNip, zRequiredString } from '../validation/fields.ts';
import { zPassword } from './password.ts';
import { zPhone } from './user.ts';

/**
 * Registration tokens are 43 base64url characters. The route takes every segment that is not a
 * user id (a UUID, for GET /api/users/{userId}), so a mistyped, cut or made-up link answers
 * 404 errors.tokenInvalid (the expired-link page) rather than 401 from the signed-in route.
 */
export const REGISTRATION_TOKEN_ROUTE_PATTERN =
  '^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)[^/]{1,256}$';
export const ZRegistrationTokenParams = z.object({ token: z.string().min(1).max(256) });

/** GET /api/users/{token}: what the registration page shows; 404 errors.tokenInvalid when expired or used. */
export const ZRegistrationInfo = z
  .object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** null for provider staff. */
    companyName: z.string().nullable(),
    companyStatus: z.enum(COMPANY_STATUSES).nullable(),
    /** The client admin of a company still awaiting activation gives the company's tax number (NIP). */
    needsTaxNumber: z.boolean(),
    /** The address belongs to an account that has a password: it confirms with PUT .../confirm instead. */
    existingAccount: z.boolean(),
  })
  .meta({ id: 'RegistrationInfo' });
export type TRegistrationInfo = z.infer<typeof ZRegistrationInfo>;

/** An optional phone: '' or null clears it. */
const zOptionalPhone = () =>
  z
    .union([z.literal('').transform(() => null), zPhone()])
    .nullable()
    .optional();

/**
 * POST /api/users/{token}. The email must be the invited one; taxNumber is required when the
 * registration info says needsTaxNumber (checked by the server; the web uses requiredIf).
 */
export const ZRegister = z.object({
  email: zEmailAddress({ required: true }),
  password: zPassword(),
  firstName: zRequiredString({ max: 100 }),
  lastName: zRequiredString({ max: 100 }),
  position: z
    .string()
    .trim()
    .max(191, { error: 'errors.maxLength' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  phone: zOptionalPhone(),
  marketingApproval: z.boolean().default(false),
  taxNumber: zNip(),
});
export type TRegister = z.input<typeof ZRegister>;

/** PUT /api/users/{token}/confirm: an invitation for an existing account, confirmed with its password. */
export const ZConfirmInvitation = z.object({
  password: z.string().min(1, { error: 'errors.required' }).max(128),
  taxNumber: zNip(),
});
export type TConfirmInvitation = z.input<typeof ZConfirmInvitation>;
