import { z } from 'zod';
import { API_KEY_LIMITS, API_SCOPES } from '../api-scopes.ts';
import { TIME_LIMITS } from '../time-limits.ts';
import { ZId, zPage, zRequiredText } from './common.ts';

/** Header carrying a one-time authorization token (spec §6 password confirmation). */
export const AUTHORIZATION_TOKEN_HEADER = 'x-authorization-token';
/** Header carrying an API key. */
export const API_KEY_HEADER = 'x-api-key';
export const AUTHORIZATION_TOKEN_TTL_MINUTES = TIME_LIMITS.authorizationTokenMinutes;

export const ZAuthorizationTokenRequest = z.object({ password: z.string().min(1, { error: 'errors.required' }) });
export type TAuthorizationTokenRequest = z.infer<typeof ZAuthorizationTokenRequest>;
export const ZAuthorizationToken = z.object({ token: z.string(), expirationDate: z.string() });
export type TAuthorizationToken = z.infer<typeof ZAuthorizationToken>;

/** GET /api/users/{id}/permissions?permissions[]=a&permissions[]=b */
export const ZPermissionsQuery = z.object({
  permissions: z
    .union([z.string().max(100), z.array(z.string().max(100)).min(1).max(100)])
    .transform((v) => (Array.isArray(v) ? v : [v])),
});
/** granted: true when any asked permission is held. */
export const ZPermissionsCheck = z.object({
  granted: z.boolean(),
  permissions: z.record(z.string(), z.boolean()),
});
export type TPermissionsCheck = z.infer<typeof ZPermissionsCheck>;

/** The key is shown once; only its prefix is kept readable. */
export const ZApiKey = z.object({ key: z.string(), prefix: z.string(), dateCreated: z.string() });
export type TApiKey = z.infer<typeof ZApiKey>;

/** A key as listed (never its secret): docs/decisions/api-keys.md. */
export const ZApiKeySummary = z
  .object({
    id: ZId,
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(z.enum(API_SCOPES)),
    rateLimitPerMinute: z.number().int(),
    dateCreated: z.string(),
    dateExpires: z.string(),
    dateLastUsed: z.string().nullable(),
    dateRevoked: z.string().nullable(),
    /** live, expired or revoked */
    state: z.enum(['live', 'expired', 'revoked']),
  })
  .meta({ id: 'ApiKeySummary' });
export type TApiKeySummary = z.infer<typeof ZApiKeySummary>;
export const ZApiKeyList = z.array(ZApiKeySummary);

/** A new key (or a rotated one): the secret once, with its summary. */
export const ZCreatedApiKey = z.object({ key: z.string(), apiKey: ZApiKeySummary });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZCreateApiKey = z.object({
  name: zRequiredText(API_KEY_LIMITS.nameMax),
  scopes: z.array(z.enum(API_SCOPES)).min(1, { error: 'errors.required' }).max(API_SCOPES.length),
  /** Days until it stops working (1–730, default 365). */
  expiresInDays: z
    .number()
    .int()
    .min(1)
    .max(API_KEY_LIMITS.maxLifetimeDays)
    .default(API_KEY_LIMITS.defaultLifetimeDays),
});
export type TCreateApiKey = z.input<typeof ZCreateApiKey>;

export const ZSmsMessage = z.object({
  id: ZId,
  to: z.string(),
  body: z.string(),
  purpose: z.string(),
  userId: ZId.nullable(),
  status: z.enum(['recorded', 'sent', 'failed']),
  /** The adapter that handled it (`recording`, `twilio`) and, when texted, the provider's message id and status. */
  provider: z.string(),
  providerMessageId: z.string().nullable(),
  providerStatus: z.string().nullable(),
  dateCreated: z.string(),
});
export type TSmsMessage = z.infer<typeof ZSmsMessage>;
export const ZSmsMessagePage = zPage(ZSmsMessage);
export const ZSmsMessageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(500).default(20),
});
