import { z } from 'zod';
import { ZId } from './common.ts';

export const ZLogin = z.object({
  email: z.string().trim().toLowerCase().min(1, { error: 'errors.required' }),
  password: z.string().min(1, { error: 'errors.required' }),
});
export type TLogin = z.infer<typeof ZLogin>;

export const LOGIN_STATUSES = ['OK', 'CHANGE_PASSWORD_NEEDED', 'VERIFICATION_CODE_NEEDED'] as const;

/** How a sign-in verification code reaches the user: email, or SMS to a verified phone. */
export const VERIFICATION_CHANNELS = ['email', 'sms'] as const;
export type TVerificationChannel = (typeof VERIFICATION_CHANNELS)[number];

/**
 * What became of a text message (docs/decisions/sms-provider.md): `texted` — handed to the SMS
 * provider for the phone; `recorded` — this installation sends no texts (SMS_PROVIDER=recording),
 * the message waits in the SMS outbox that the provider admin reads.
 */
export const SMS_DELIVERIES = ['texted', 'recorded'] as const;
export type TSmsDelivery = (typeof SMS_DELIVERIES)[number];

/** Where the code of a VERIFICATION_CODE_NEEDED step went: the channel and a masked address or number. */
export const ZVerificationDelivery = z.object({
  verificationChannel: z.enum(VERIFICATION_CHANNELS),
  /** Masked, e.g. "j•••@northwind.test" or "•••• ••• 789". */
  verificationDestination: z.string(),
  /** With the sms channel: whether the code was texted or only recorded in the SMS outbox. */
  smsDelivery: z.enum(SMS_DELIVERIES).optional(),
  /** True when the user gets codes by SMS but the provider did not take the text: the code was emailed instead. */
  smsFallback: z.boolean().optional(),
});
export type TVerificationDelivery = z.infer<typeof ZVerificationDelivery>;

export const ZLoginResponse = z.object({
  status: z.enum(LOGIN_STATUSES),
  passwordToken: z.string().optional(),
  token: z.string().optional(),
  verificationChannel: z.enum(VERIFICATION_CHANNELS).optional(),
  verificationDestination: z.string().optional(),
  smsDelivery: z.enum(SMS_DELIVERIES).optional(),
  smsFallback: z.boolean().optional(),
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
