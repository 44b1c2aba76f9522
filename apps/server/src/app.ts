import rateLimit from '@fastify/rate-limit';
import { ERROR_KEYS } from '@statera/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TrustProxy } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { normalPublicUrl } from './lib/public-url.ts';
import { parseQueryString } from './lib/query-string.ts';
import { rateLimitStore } from './lib/rate-limit-store.ts';
import type { FileStorage } from './lib/storage/storage.ts';
import { AccessTokens } from './lib/tokens.ts';
import { agenciesModule } from './modules/agencies/agencies.module.ts';
import { apiKeysModule } from './modules/api-keys/api-keys.module.ts';
import { appealContractorModule } from './modules/appeal-contractor/appeal-contractor.module.ts';
import { appealManagementModule } from './modules/appeal-management/appeal-management.module.ts';
import { appealsModule } from './modules/appeals/appeals.module.ts';
import { assessmentsModule } from './modules/assessments/assessments.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { authorizationTokensModule } from './modules/authorization-tokens/authorization-tokens.module.ts';
import { clientCreationModule } from './modules/client-creation/client-creation.module.ts';
import { companiesModule } from './modules/companies/companies.module.ts';
import { companyReportsModule } from './modules/company-reports/company-reports.module.ts';
import { contractChangesModule } from './modules/contract-changes/contract-changes.module.ts';
import { contractorReportsModule } from './modules/contractor-reports/contractor-reports.module.ts';
import { csvImportModule } from './modules/csv-import/csv-import.module.ts';
import { dashboardsModule } from './modules/dashboards/dashboards.module.ts';
import { documentsModule } from './modules/documents/documents.module.ts';
import { emailTrackerModule } from './modules/email-tracker/email-tracker.module.ts';
import { engagedEntitiesModule } from './modules/engaged-entities/engaged-entities.module.ts';
import { engagementsModule } from './modules/engagements/engagements.module.ts';
import { featuresModule } from './modules/features/features.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { interviewsModule } from './modules/interviews/interviews.module.ts';
import { invitationsModule } from './modules/invitations/invitations.module.ts';
import { registerMaintenance } from './modules/maintenance/maintenance.hook.ts';
import { maintenanceModule } from './modules/maintenance/maintenance.module.ts';
import { offPayrollModule } from './modules/off-payroll/off-payroll.module.ts';
import { onboardingModule } from './modules/onboarding/onboarding.module.ts';
import { publicApiModule } from './modules/public-api/public-api.module.ts';
import { reportsModule } from './modules/reports/reports.module.ts';
import { ruleSetImpactModule } from './modules/rule-set-impact/rule-set-impact.module.ts';
import { smsModule } from './modules/sms/sms.module.ts';
import { ssoModule } from './modules/sso/sso.module.ts';
import { seedSsoProviders } from './modules/sso/sso-providers.seed.ts';
import type { TSsoProviderSetting } from './modules/sso/sso-settings.ts';
import { statisticsModule } from './modules/statistics/statistics.module.ts';
import { userGuidanceModule } from './modules/user-guidance/user-guidance.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { webhooksModule } from './modules/webhooks/webhooks.module.ts';
import { workerAccountModule } from './modules/worker-account/worker-account.module.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerFiles } from './plugins/files.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { redactedRequest } from './plugins/log-redaction.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { MAX_PARAM_LENGTH } from './plugins/openapi-document.ts';
import { registerRequestContext } from './plugins/request-context.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    tokens: AccessTokens;
    appConfig: AppConfig;
    /** Every route registered, for the access-matrix tests. */
    routeTable: RouteEntry[];
    /** PUBLIC_URL without a trailing slash: the one source of the address links carry (lib/public-url.ts). */
    publicUrl: string;
    /**
     * Set by main.ts when a stop begins (SIGTERM), for a short while before the server closes:
     * readiness answers 503 so a proxy stops sending, and every answer closes its connection, so no
     * idle keep-alive connection is left to be cut under a client's next request.
     */
    draining: boolean;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
}

export interface AppConfig {
  jwtSecret: string;
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
  /** Webhook endpoints may be loopback (tests and development only; WEBHOOKS_ALLOW_LOOPBACK). */
  webhooksAllowLoopback?: boolean;
}

export type App = FastifyInstance;

/** Builds the Fastify app on an open database; main.ts and every test call this. */
export async function buildApp(config: AppConfig, database: Database): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel ?? 'info',
      ...(config.logStream ? { stream: config.logStream } : {}),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-authorization-token"]'],
        censor: '[redacted]',
      },
      // Link keys travel in paths (appeals, contractor reports): never into a log line.
      serializers: { req: redactedRequest },
    },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // While stopping (SIGTERM), a request that still arrives on an open keep-alive connection is
    // served as usual — the database is open until the server has closed — with `Connection: close`,
    // instead of Fastify's own bare 503 (no §8 shape, no §9 headers). docs/decisions/faults.md.
    return503OnClosing: false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { querystringParser: parseQueryString, maxParamLength: MAX_PARAM_LENGTH },
    // The router's own refusals (a path parameter over 100 characters: 414; a malformed URL: 400) in the §8 shape.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('tokens', new AccessTokens(config.jwtSecret));
  app.decorate('appConfig', config);
  app.decorate('publicUrl', normalPublicUrl(config.publicUrl));
  app.decorate('draining', false);
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, public: route.config?.public === true });
    }
  });

  // First: every later hook and handler (the audit log among them) sees the request's context.
  registerRequestContext(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  registerCompression(app);
  await app.register(rateLimit, {
    max: config.rateLimitMax ?? 600,
    timeWindow: '1 minute',
    // Route limits count in PostgreSQL (they hold across processes); the global guard in memory.
    store: rateLimitStore(database.db),
    // The API is limited; the web app's static files (a page load fetches dozens) are not.
    allowList: (request) => !/^\/api(\/|\?|$)/.test(request.url),
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, ERROR_KEYS.tooManyRequests, `Too many requests. Try again in ${ctx.after}.`),
  });
  await registerOpenApi(app);
  await registerFiles(app, config.storage);
  await registerAuth(app, config.actorCache ?? true);
  registerMaintenance(app);
  registerInputGuard(app);

  await app.register(
    async (api) => {
      // The modules of the API, in the order their routes are listed in OpenAPI.
      for (const entry of [
        healthModule,
        authModule,
        ssoModule,
        usersModule,
        authorizationTokensModule,
        apiKeysModule,
        smsModule,
        companiesModule,
        companyReportsModule,
        engagementsModule,
        engagedEntitiesModule,
        agenciesModule,
        assessmentsModule,
        contractorReportsModule,
        csvImportModule,
        offPayrollModule,
        emailTrackerModule,
        appealContractorModule,
        appealsModule,
        interviewsModule,
        workerAccountModule,
        reportsModule,
        invitationsModule,
        onboardingModule,
        clientCreationModule,
        maintenanceModule,
        documentsModule,
        userGuidanceModule,
        contractChangesModule,
        featuresModule,
        appealManagementModule,
        dashboardsModule,
        statisticsModule,
        ruleSetImpactModule,
        publicApiModule,
        webhooksModule,
      ]) {
        await api.register(entry);
      }
      api.get('/documentation/public', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await registerStaticWeb(app, config.webDist ?? null);
  const ssoProviders = config.ssoProviders ?? [];
  if (ssoProviders.length > 0) app.addHook('onReady', () => seedSsoProviders(app.db, ssoProviders, app.log));
  return app;
}
