import { z } from 'zod';
import { AM_ROLES, USER_ROLES, USER_STATUSES } from '../enums.ts';
import { ZId } from './common.ts';

export const ZLogin = z.object({
  email: z.string().trim().toLowerCase().min(1, { error: 'errors.required' }),
  password: z.string().min(1, { error: 'errors.required' }),
});
export type TLogin = z.infer<typeof ZLogin>;

export const LOGIN_STATUSES = ['OK', 'CHANGE_PASSWORD_NEEDED', 'VERIFICATION_CODE_NEEDED'] as const;

export const ZLoginResponse = z.object({
  status: z.enum(LOGIN_STATUSES),
  passwordToken: z.string().optional(),
  token: z.string().optional(),
  expiresIn: z.number().int().optional(),
  isFirstLogin: z.boolean().optional(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  userId: ZId.optional(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRefresh = z.object({ refreshToken: z.string().min(1) });
export const ZRefreshResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

export const ZUser = z
  .object({
    id: ZId,
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    position: z.string().nullable(),
    role: z.enum(USER_ROLES),
    amRole: z.enum(AM_ROLES),
    status: z.enum(USER_STATUSES),
    companyId: ZId.nullable(),
    company: z.object({ id: ZId, name: z.string(), parentId: ZId.nullable() }).nullable(),
    isGTAdmin: z.boolean(),
    isGTUser: z.boolean(),
    isClientAdmin: z.boolean(),
    isSubsidiaryAdmin: z.boolean(),
    isClientUser: z.boolean(),
    isApprover: z.boolean(),
    isSpecialist: z.boolean(),
    isApiUser: z.boolean(),
    abilities: z.record(z.string(), z.boolean()),
  })
  .meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;
