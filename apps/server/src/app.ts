import rateLimit from '@fastify/rate-limit';
import { ERROR_KEYS } from '@statera/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Db } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { parseQueryString } from './lib/query-string.ts';
import { AccessTokens } from './lib/tokens.ts';
import { apiKeyRoutes } from './modules/api-keys/api-key.routes.ts';
import { assessmentRoutes } from './modules/assessments/assessment.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { passwordRoutes } from './modules/auth/password.routes.ts';
import { passwordRecoveryRoutes } from './modules/auth/password-recovery.routes.ts';
import { verificationCodeRoutes } from './modules/auth/verification-code.routes.ts';
import { authorizationTokenRoutes } from './modules/authorization-tokens/authorization-token.routes.ts';
import { clientCreationRoutes } from './modules/client-creation/client-creation.routes.ts';
import { companyRoutes } from './modules/companies/company.routes.ts';
import { companyAdminRoutes } from './modules/companies/company-admin.routes.ts';
import { companyRelationRoutes } from './modules/companies/company-relations.routes.ts';
import { departmentRoutes } from './modules/companies/department.routes.ts';
import { engagementRoutes } from './modules/engagements/engagement.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { interviewRoutes } from './modules/interviews/interview.routes.ts';
import { invitationRoutes } from './modules/invitations/invitation.routes.ts';
import { registrationRoutes } from './modules/invitations/registration.routes.ts';
import { registerMaintenance } from './modules/maintenance/maintenance.hook.ts';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { smsRoutes } from './modules/sms/sms.routes.ts';
import { ssoRoutes } from './modules/sso/sso.routes.ts';
import { seedSsoProviders } from './modules/sso/sso-providers.seed.ts';
import type { TSsoProviderSetting } from './modules/sso/sso-settings.ts';
import { userRoutes } from './modules/users/user.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
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
  /** Base of links in emails (PUBLIC_URL). */
  publicUrl?: string;
  /** Where logs go (tests capture them); stdout when unset. */
  logStream?: NodeJS.WritableStream;
  /** Single sign-on providers to upsert at start (SSO_PROVIDERS). */
  ssoProviders?: TSsoProviderSetting[];
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
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { querystringParser: parseQueryString },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('tokens', new AccessTokens(config.jwtSecret));
  app.decorate('appConfig', config);

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, public: route.config?.public === true });
    }
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(rateLimit, {
    max: config.rateLimitMax ?? 600,
    timeWindow: '1 minute',
    // The API is limited; the web app's static files (a page load fetches dozens) are not.
    allowList: (request) => !/^\/api(\/|\?|$)/.test(request.url),
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, ERROR_KEYS.tooManyRequests, `Too many requests. Try again in ${ctx.after}.`),
  });
  await registerOpenApi(app);
  registerAuth(app);
  registerMaintenance(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(passwordRoutes);
      await api.register(verificationCodeRoutes);
      await api.register(passwordRecoveryRoutes);
      await api.register(ssoRoutes);
      await api.register(userRoutes);
      await api.register(authorizationTokenRoutes);
      await api.register(apiKeyRoutes);
      await api.register(smsRoutes);
      await api.register(companyRoutes);
      await api.register(companyAdminRoutes);
      await api.register(companyRelationRoutes);
      await api.register(departmentRoutes);
      await api.register(engagementRoutes);
      await api.register(assessmentRoutes);
      await api.register(interviewRoutes);
      await api.register(invitationRoutes);
      await api.register(registrationRoutes);
      await api.register(onboardingRoutes);
      await api.register(clientCreationRoutes);
      await api.register(maintenanceRoutes);
      api.get('/documentation/public', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await registerStaticWeb(app, config.webDist ?? null);
  const ssoProviders = config.ssoProviders ?? [];
  if (ssoProviders.length > 0) app.addHook('onReady', () => seedSsoProviders(app.db, ssoProviders, app.log));
  return app;
}
