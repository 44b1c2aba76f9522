import { z } from 'zod';
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

// The user (ZUser, TUser) lives in ./user.ts.
