import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

const HELMET_OPTIONS: HelmetOptions = {
  hsts: { maxAge: 31536000, includeSubDomains: true },
  frameguard: { action: 'deny' },
  noSniff: true,
  referrerPolicy: { policy: 'same-origin' },
  // Exactly these directives (no merged defaults).
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  crossOriginEmbedderPolicy: false,
};

/**
 * What helmet sets with these options, asked once: its middleware run against a response that only
 * records headers. `@fastify/helmet` built helmet's middleware afresh for every request (parsing
 * the policy's directives each time: 2% of a list request's CPU); the headers never vary, so every
 * answer now gets this one set (no route has options of its own).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(HELMET_OPTIONS)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Spec §9 headers on every answer: HSTS 1 year with subdomains, frame deny, nosniff, same-origin
 * referrer, the content security policy, no-store — also on answers no hook reaches (the router's
 * own refusals, see framework-errors.ts).
 */
export const SECURITY_HEADERS: Record<string, string> = {
  ...helmetHeaders(),
  'cache-control': 'no-store',
  pragma: 'no-cache',
};

const HELMET_SET = Object.entries(SECURITY_HEADERS).filter(([name]) => name !== 'cache-control' && name !== 'pragma');

/** Spec §9 headers on every response: helmet's set when a request arrives, no-store when it is answered. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of HELMET_SET) reply.header(name, value);
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('Pragma', 'no-cache');
  });
}
