import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * One sign-in verification step (spec §4 VERIFICATION_CODE_NEEDED): the caller holds `token`, the
 * user receives `code`; both are stored hashed. A verified row also records the device it verified,
 * which is how "new device" and "period since last verified login" are answered.
 */
export const loginVerifications = pgTable(
  'login_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** sha256(token:code), so a leaked table cannot be brute-forced without the token. */
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    /** sha256 of the X-Device-Id the client sent, null when it sent none. */
    deviceHash: text('device_hash'),
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    attempts: integer('attempts').notNull().default(0),
    codesSent: integer('codes_sent').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('login_verifications_token_uq').on(t.tokenHash),
    index('login_verifications_user_idx').on(t.userId, t.verifiedAt),
  ],
);

/** Onboarding steps of spec §4 (assessment_process, activate_account, set_company_details, add_subsidiary, add_users). */
export const onboardingSteps = pgTable(
  'onboarding_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('onboarding_steps_user_step_uq').on(t.userId, t.step)],
);

/** One-time authorization tokens (spec §6): proof of a fresh password for a sensitive change. Stored hashed. */
export const authorizationTokens = pgTable(
  'authorization_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('authorization_tokens_hash_uq').on(t.tokenHash)],
);

/** API keys of API users: shown once, stored as a SHA-256 hash; `prefix` identifies a key in lists. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    /** What the key is for, as its owner named it ("Workday sync"). */
    name: text('name').notNull().default('API key'),
    /** The scopes chosen when it was made (`API_SCOPES`); rotation keeps them. */
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    /** Requests a minute this key may send to /api/v1 (counted in attempt_counters). */
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(120),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The key this one replaced (rotation). */
    rotatedFromId: uuid('rotated_from_id'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_keys_hash_uq').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

/**
 * The first answer of each Idempotency-Key of a key's POST to /api/v1: a retry gets it again, a
 * reuse with another body is refused. `statusCode` null while the first request runs.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the request the key was first used for. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_idempotency_keys_uq').on(t.apiKeyId, t.key),
    index('api_idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Every text message the platform sent (docs/decisions/sms-provider.md). The recording adapter keeps
 * the whole message here instead of texting it (the demo shows it); a real provider's adapter keeps
 * the provider's message id and status, with the code in the body masked.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['recorded', 'sent', 'failed'] })
      .notNull()
      .default('recorded'),
    /** Which adapter handled it: `recording` or `twilio` (SMS_PROVIDER). */
    provider: text('provider').notNull().default('recording'),
    /** The provider's id for the message (Twilio's `sid`); null when recorded. */
    providerMessageId: text('provider_message_id'),
    /** The provider's status in its answer (Twilio: queued, accepted, sent…); null when recorded. */
    providerStatus: text('provider_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_messages_user_idx').on(t.userId, t.createdAt)],
);

/** A pending phone change (spec §7 PUT users/{id}/phone with smsCode): the code is stored hashed. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_verifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Legacy: avatars once kept in the database. At start the server moves any row here into the file
 * storage (`moveDatabaseAvatars`); a later migration drops the table.
 */
export const userAvatars = pgTable('user_avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** OpenID Connect identity providers; `name` is the `?name=` of GET /api/sso-redirect-link. */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    /** The client whose users may sign in through it; null for provider staff. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sso_providers_name_uq').on(t.name)],
);

/**
 * One single-sign-on attempt: the state/nonce/PKCE verifier sent to the provider, then (after the
 * callback) the one-time login token the web app exchanges at POST /api/sso-login/{token}.
 */
export const ssoLoginRequests = pgTable(
  'sso_login_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectPath: text('redirect_path'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    loginTokenHash: text('login_token_hash'),
    idToken: text('id_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sso_login_requests_state_uq').on(t.stateHash),
    uniqueIndex('sso_login_requests_token_uq').on(t.loginTokenHash),
  ],
);

/** Planned maintenance (spec §2): the notice shows 48 h before `startsAt`; during the window the app is closed. */
export const maintenanceWindows = pgTable('maintenance_windows', {
  id: uuid('id').primaryKey().defaultRandom(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Attempt counters for abuse limits that must hold across processes (issue 13 §8–10): failed
 * logins per client, per account and client, per account; password checks per user; recovery and
 * invitation mails per address and per client. One row per key and window; `groupKey` groups rows
 * counted together (the different accounts one client tried). Keys carry no email in clear (sha256).
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    groupKey: text('group_key'),
    count: integer('count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** Refused until then (429 with Retry-After); null while under the limit. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [
    index('attempt_counters_group_idx').on(t.groupKey, t.windowStartedAt),
    index('attempt_counters_window_idx').on(t.windowStartedAt),
  ],
);
