import rateLimit from '@fastify/rate-limit';
import { ERROR_KEYS } from '@statera/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Db } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { parseQueryString } from './lib/query-string.ts';
import { AccessTokens } from './lib/tokens.ts';
import { assessmentRoutes } from './modules/assessments/assessment.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { passwordRoutes } from './modules/auth/password.routes.ts';
import { passwordRecoveryRoutes } from './modules/auth/password-recovery.routes.ts';
import { verificationCodeRoutes } from './modules/auth/verification-code.routes.ts';
import { companyRoutes } from './modules/companies/company.routes.ts';
import { companyAdminRoutes } from './modules/companies/company-admin.routes.ts';
import { engagementRoutes } from './modules/engagements/engagement.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { interviewRoutes } from './modules/interviews/interview.routes.ts';
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
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, ERROR_KEYS.tooManyRequests, `Too many requests. Try again in ${ctx.after}.`),
  });
  await registerOpenApi(app);
  registerAuth(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(passwordRoutes);
      await api.register(verificationCodeRoutes);
      await api.register(passwordRecoveryRoutes);
      await api.register(userRoutes);
      await api.register(companyRoutes);
      await api.register(companyAdminRoutes);
      await api.register(engagementRoutes);
      await api.register(assessmentRoutes);
      await api.register(interviewRoutes);
      api.get('/documentation/public', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await registerStaticWeb(app, config.webDist ?? null);
  return app;
}
