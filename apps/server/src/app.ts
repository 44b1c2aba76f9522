import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerApi, registerHealthOnly } from './app-api.ts';
import type { App, AppConfig } from './app-config.ts';
import type { Database, Db } from './db/client.ts';
import { normalPublicUrl } from './lib/public-url.ts';
import { parseQueryString } from './lib/query-string.ts';
import { createResponseSerializerCompiler } from './lib/response-serializer.ts';
import { AccessTokens } from './lib/tokens.ts';
import { wireModuleHooks } from './module-hooks.ts';
import { createSmsProvider } from './modules/sms/create-sms-provider.ts';
import type { SmsProvider } from './modules/sms/sms-provider.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerFiles } from './plugins/files.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { redactedRequest } from './plugins/log-redaction.ts';
import { MAX_PARAM_LENGTH } from './plugins/openapi-document.ts';
import { registerRequestContext } from './plugins/request-context.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { servesApi } from './process-role.ts';

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
    /** The SMS adapter SMS_PROVIDER chose (modules/sms): the routes that text codes hand it to their services. */
    sms: SmsProvider;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
}

export type { App, AppConfig } from './app-config.ts';

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
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ check: config.checkSerializer ?? process.env.STATERA_CHECK_SERIALIZER === '1' }),
  );
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('tokens', new AccessTokens(config.jwtSecret));
  app.decorate('appConfig', config);
  app.decorate('publicUrl', normalPublicUrl(config.publicUrl));
  app.decorate('draining', false);
  app.decorate('sms', createSmsProvider(config.sms, app.log));
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
  await registerFiles(app, config.storage);
  // Jobs run in worker processes without the API modules: what the modules give each other is set here.
  wireModuleHooks(app.publicUrl);
  if (servesApi(config.role ?? 'both')) await registerApi(app, config);
  else await registerHealthOnly(app);
  return app;
}
