import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { StorageSettings } from './lib/storage/create-storage.ts';
import { parseSmsSettings, type SmsSettings } from './modules/sms/sms-settings.ts';
import { parseSsoProviders, type TSsoProviderSetting } from './modules/sso/sso-settings.ts';
import { type ProcessRole, parseProcessRole } from './process-role.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const ZEnv = z.object({
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  PORT: z.coerce.number().int().default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  RATE_LIMIT_MAX: z.coerce.number().int().default(600),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().default(20),
  /** Unset: the client address is the socket's; X-Forwarded-For is ignored (spec: never trust it unasked). */
  TRUST_PROXY: z.string().optional(),
  SMTP_URL: z.union([z.literal(''), z.url({ protocol: /^smtps?$/ })]).optional(),
  MAIL_FROM: z.string().default('Statera <no-reply@statera.local>'),
  /** Signs the delivery-events webhook (docs/decisions/email-tracker.md); unset: the webhook answers 404. */
  EMAIL_WEBHOOK_SECRET: z.string().min(16).optional(),
  SSO_PROVIDERS: z.string().optional(),
  /** `off` reads the signed-in user from the database on every request (docs/decisions/performance.md). */
  ACTOR_CACHE: z.enum(['on', 'off']).default('on'),
  KEPT_FIGURES: z.enum(['on', 'off']).default('on'),
  /**
   * Tests and local development only: webhook endpoints may be loopback (http://127.0.0.1:…), so a
   * receiver on this machine can be tried. Refused when NODE_ENV is production.
   */
  WEBHOOKS_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  /** web, worker or both (default): what this process does (process-role.ts); checked in loadConfig. */
  PROCESS_ROLE: z.string().optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(5000).default(1000),
  /** Uploaded files (avatars, documents) when no S3 bucket is set; default `$DATA_DIR/files`. */
  FILES_DIR: z.string().optional(),
  S3_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `recording` (default: development, demo) keeps texts in the SMS outbox; `twilio` texts them. */
  SMS_PROVIDER: z.enum(['recording', 'twilio']).default('recording'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  /** Twilio's API address; tests and local runs point it at a server that speaks the same protocol. */
  SMS_API_BASE_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
  /** One send's bound: it runs inside the request's transaction (docs/decisions/sms-provider.md). */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(5000),
});

export interface Config {
  /** What this process does: serve HTTP (web), work the jobs (worker), or both (PROCESS_ROLE). */
  processRole: ProcessRole;
  /** Unset: embedded PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** null: in-memory PGlite (tests). */
  pgliteDir: string | null;
  port: number;
  host: string;
  publicUrl: string;
  jwtSecret: string;
  logLevel: string;
  webDist: string | null;
  seedDemo: 'auto' | 'true' | 'false';
  rateLimitMax: number;
  /** Which proxies' X-Forwarded-For to believe (Fastify's trustProxy); false: none. */
  trustProxy: TrustProxy;
  loginRateLimitMax: number;
  /** null: mail is disabled, messages stay in the outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The delivery-events webhook's HMAC key; null: the webhook is off (404). */
  emailWebhookSecret: string | null;
  /** Single sign-on providers upserted at start (SSO_PROVIDERS, a JSON array). */
  ssoProviders: TSsoProviderSetting[];
  /** Where uploaded files go: an S3-compatible bucket when S3_BUCKET is set, else FILES_DIR. */
  files: StorageSettings;
  /** Keep signed-in actors between requests, dropped on the database's announcements (ACTOR_CACHE). */
  actorCache: boolean;
  /** Keep dashboards' and statistics' answers until the database announces a change (KEPT_FIGURES). */
  keptFigures: boolean;
  /** On SIGTERM, how long to answer not-ready and close connections before closing (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  /** Webhook endpoints may be loopback addresses (WEBHOOKS_ALLOW_LOOPBACK; never in production). */
  webhooksAllowLoopback: boolean;
  /** Which SMS adapter sends codes (SMS_PROVIDER and the TWILIO_* settings). */
  sms: SmsSettings;
}

/** The JWT secret must be shared by every server process: configured, or kept in the data directory. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function storageSettings(e: z.infer<typeof ZEnv>): StorageSettings {
  if (!e.S3_BUCKET) return { kind: 'local', dir: e.FILES_DIR || path.join(e.DATA_DIR, 'files') };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION || 'us-east-1',
    endpoint: e.S3_ENDPOINT || undefined,
    accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
  };
}

export type TrustProxy = boolean | string;

/**
 * TRUST_PROXY: unset, empty or `false` trusts no proxy (rate limits count the socket address, so a
 * client cannot pick its own by sending X-Forwarded-For); `true` trusts every hop (only behind a
 * proxy that overwrites the header); anything else is a comma-separated list of the proxies'
 * addresses or CIDR ranges, whose X-Forwarded-For is believed.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return v;
}

/**
 * A web or worker process is one of several: what they must share cannot be left to each one's
 * defaults. PGlite serves a single process; a secret made in one machine's data directory signs
 * tokens the others refuse; a worker's emails would link to its own port.
 */
function requireSharedSettings(role: ProcessRole, e: z.infer<typeof ZEnv>): void {
  const missing = [
    e.DATABASE_URL ? null : 'DATABASE_URL (the embedded PGlite serves one process only)',
    e.JWT_SECRET ? null : 'JWT_SECRET (every process signs and checks tokens with the same secret)',
    e.PUBLIC_URL ? null : 'PUBLIC_URL (the address every link in an email carries)',
  ].filter((m) => m !== null);
  if (missing.length > 0) {
    throw new Error(
      `PROCESS_ROLE=${role} runs beside other processes and needs, shared by all of them: ${missing.join('; ')}`,
    );
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = ZEnv.parse(env);
  if (e.WEBHOOKS_ALLOW_LOOPBACK === 'true' && env.NODE_ENV === 'production') {
    throw new Error('WEBHOOKS_ALLOW_LOOPBACK is for tests and development only; it is refused in production');
  }
  const processRole = parseProcessRole(e.PROCESS_ROLE);
  if (processRole !== 'both') requireSharedSettings(processRole, e);
  return {
    processRole,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    pgliteDir: path.join(e.DATA_DIR, 'pglite'),
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    webDist: existsSync(e.WEB_DIST) ? e.WEB_DIST : null,
    seedDemo: e.SEED_DEMO,
    rateLimitMax: e.RATE_LIMIT_MAX,
    loginRateLimitMax: e.LOGIN_RATE_LIMIT_MAX,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    emailWebhookSecret: e.EMAIL_WEBHOOK_SECRET || null,
    ssoProviders: parseSsoProviders(e.SSO_PROVIDERS),
    files: storageSettings(e),
    actorCache: e.ACTOR_CACHE === 'on',
    keptFigures: e.KEPT_FIGURES === 'on',
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    webhooksAllowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK === 'true',
    sms: parseSmsSettings(e),
  };
}
