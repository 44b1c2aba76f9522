import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from './config.ts';
import type { FileStorage } from './lib/storage/storage.ts';
import type { SmsSettings } from './modules/sms/sms-settings.ts';
import type { TSsoProviderSetting } from './modules/sso/sso-settings.ts';
import type { ProcessRole } from './process-role.ts';

/** How `buildApp` is configured (main.ts reads it from the environment, tests pass their own). */
export interface AppConfig {
  jwtSecret: string;
  /**
   * web and both (default) serve the API and the web app; worker serves only the health endpoints
   * (docs/decisions/process-roles.md). Jobs are started by main.ts, never here, whatever the role.
   */
  role?: ProcessRole;
  logLevel?: string;
  webDist?: string | null;
  rateLimitMax?: number;
  loginRateLimitMax?: number;
  /** Which proxies' X-Forwarded-For to believe (TRUST_PROXY); default none. */
  trustProxy?: TrustProxy;
  /** Base of links in emails (PUBLIC_URL). */
  publicUrl?: string;
  /** Where logs go (tests capture them); stdout when unset. */
  logStream?: NodeJS.WritableStream;
  /** Single sign-on providers to upsert at start (SSO_PROVIDERS). */
  ssoProviders?: TSsoProviderSetting[];
  /** Uploaded files; unset (tests): a temporary directory removed when the app closes. */
  storage?: FileStorage;
  /** The delivery-events webhook's HMAC key (EMAIL_WEBHOOK_SECRET); unset: the webhook answers 404. */
  emailWebhookSecret?: string | null;
  /**
   * Keep signed-in actors between requests (authz/actor-cache.ts), dropped when the database announces
   * a change; default on. Off: every request reads its actor (ACTOR_CACHE=off).
   */
  actorCache?: boolean;
  /**
   * Keep dashboards' and statistics' answers until the database announces a change
   * (plugins/kept-figures.ts); default on. Off: every request computes its figures (KEPT_FIGURES=off).
   */
  keptFigures?: boolean;
  /**
   * Write every answer both with zod and with the fast serializer and throw on a difference
   * (lib/response-serializer.ts); default: `STATERA_CHECK_SERIALIZER=1`, which the server's tests set.
   */
  checkSerializer?: boolean;
  /** Webhook endpoints may be loopback (tests and development only; WEBHOOKS_ALLOW_LOOPBACK). */
  webhooksAllowLoopback?: boolean;
  /** The SMS adapter (SMS_PROVIDER, TWILIO_*); unset: the recording one. */
  sms?: SmsSettings;
}

export type App = FastifyInstance;
