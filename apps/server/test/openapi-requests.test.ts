import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { issueSessionTokens } from '../src/modules/auth/auth.service.ts';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  webhookSignature,
} from '../src/modules/email-tracker/email-webhook.ts';
import { buildApiKey } from './factories/api-keys.ts';
import { buildTenant, buildUser } from './factories/tenant.ts';
import { arbitraryOf, type SchemaContext } from './helpers/json-schema-arbitrary.ts';
import { documentValidator, invalidVariants, type RequestParts } from './helpers/openapi-request-variants.ts';
import { freshDatabase } from './helpers/test-app.ts';

/**
 * The document is as strict as the server (issue 30 item 9): for every operation of
 * GET /api/documentation/public, requests generated from the document's own schemas (path, query,
 * header parameters and the JSON body) must pass the server's validation — its zod schemas, the
 * query-string parser, the NUL guard — and requests the document refuses (a required field left
 * out, a wrong type, too long, a broken format, a NUL byte) must be refused by the server with 400.
 * The app here answers 299 from a hook that runs right after validation, so no handler runs and
 * nothing is written: what is compared is exactly what the server validates.
 */
type Json = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  op: Json;
}

const VALIDATED = 299;
const WEBHOOK_SECRET = 'openapi-requests-secret';
const RUNS = Number(process.env.OPENAPI_SAMPLES ?? 10);
/** While mending one operation: only the paths this matches (a regular expression). */
const ONLY = process.env.OPENAPI_ONLY ? new RegExp(process.env.OPENAPI_ONLY) : null;

let app: App;
let close: () => Promise<void>;
let doc: Json;
let ctx: SchemaContext;
let bearer: string;
/** The public API (/api/v1) answers API keys only: a key of a group holding every scope. */
let apiKey: string;
let requests = 0;

beforeAll(async () => {
  const { database, drop } = await freshDatabase();
  app = await buildApp(
    {
      jwtSecret: randomBytes(32).toString('hex'),
      logLevel: 'silent',
      webDist: null,
      rateLimitMax: 10_000_000,
      loginRateLimitMax: 10_000_000,
      emailWebhookSecret: WEBHOOK_SECRET,
    },
    database,
  );
  // After validation (global preHandler hooks run before a route's own): stop here.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.is404 && request.url !== '/api/documentation/public')
      return reply.code(VALIDATED).send({ validated: true });
  });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
    await drop();
  };
  const admin = await buildUser(app.db, { role: 'provider_admin' });
  bearer = `Bearer ${(await issueSessionTokens(app.db, app.tokens, admin.id, randomUUID())).accessToken}`;
  const group = await buildTenant(app.db);
  // its own limit per minute far above the requests sent here (the per-key limit runs before validation)
  apiKey = (await buildApiKey(app.db, { companyId: group.company.id, rateLimitPerMinute: 10_000_000 })).key;
  doc = (await app.inject({ url: '/api/documentation/public' })).json();
  ctx = { components: ((doc.components as Json).schemas ?? {}) as Record<string, Json> };
}, 240_000);
afterAll(async () => close?.());

/** Every operation of the document, read once its server is up (vitest collects tests before beforeAll runs). */
function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>))
    for (const [method, op] of Object.entries(item)) out.push({ method: method.toUpperCase(), path, op });
  return ONLY ? out.filter((o) => ONLY.test(`${o.method} ${o.path}`)) : out;
}

function parameterSchema(op: Json, where: string): Json {
  const params = ((op.parameters as Json[] | undefined) ?? []).filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
    // What the query checks across its parameters (plugins/openapi-document.ts).
    ...(where === 'query' ? ((op['x-query'] as Json | undefined) ?? {}) : {}),
  };
}

function jsonBodySchema(op: Json): Json | undefined {
  const content = (op.requestBody as Json | undefined)?.content as Record<string, { schema: Json }> | undefined;
  return content?.['application/json']?.schema;
}

function requestArbitrary(op: Json): fc.Arbitrary<RequestParts> {
  const body = jsonBodySchema(op);
  return fc.record({
    path: arbitraryOf(parameterSchema(op, 'path'), ctx) as fc.Arbitrary<Json>,
    query: arbitraryOf(parameterSchema(op, 'query'), ctx) as fc.Arbitrary<Json>,
    header: arbitraryOf(parameterSchema(op, 'header'), ctx) as fc.Arbitrary<Json>,
    ...(body ? { body: arbitraryOf(body, ctx) } : {}),
  }) as fc.Arbitrary<RequestParts>;
}

/** The request a client following the document sends: path parameters encoded, arrays as repeated keys. */
function toInject(operation: Operation, parts: RequestParts): InjectOptions {
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(parts.path[name])));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) query.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const headers: Record<string, string> = operation.path.startsWith('/api/v1/')
    ? { 'x-api-key': apiKey }
    : { authorization: bearer };
  for (const [key, value] of Object.entries(parts.header)) if (value !== undefined) headers[key] = String(value);
  const hasJsonBody = parts.body !== undefined;
  const payload = hasJsonBody ? JSON.stringify(parts.body) : undefined;
  if (hasJsonBody) headers['content-type'] = 'application/json';
  if (operation.path === '/api/email-events/webhook' && payload !== undefined) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    headers[WEBHOOK_TIMESTAMP_HEADER] = timestamp;
    headers[WEBHOOK_SIGNATURE_HEADER] = webhookSignature(WEBHOOK_SECRET, timestamp, payload);
  }
  const search = query.toString();
  // Each request from its own address: the link-key routes' own limits count per address.
  const remoteAddress = `10.${(++requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
  return { method: operation.method as never, url: search ? `${url}?${search}` : url, headers, payload, remoteAddress };
}

const describeAnswer = (res: { statusCode: number; body: string }) => `${res.statusCode} ${res.body.slice(0, 400)}`;

describe('the OpenAPI document against the server’s validation', () => {
  it('covers every operation of the document', () => {
    expect(operations().length).toBeGreaterThan(ONLY ? 0 : 200);
  });

  it('answers 405 with Allow, in the error shape, for every method a documented path does not take', async () => {
    const failures: string[] = [];
    const paths = doc.paths as Record<string, Record<string, Json>>;
    // A concrete address may fit several templates (/api/users/archive and /api/users/{userIdOrToken}).
    const templates = Object.entries(paths).map(([path, item]) => ({
      test: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      methods: Object.keys(item).map((m) => m.toUpperCase()),
    }));
    for (const [path, item] of Object.entries(paths)) {
      const op = Object.values(item)[0] as Json;
      const [parts] = fc.sample(arbitraryOf(parameterSchema(op, 'path'), ctx), { numRuns: 1, seed: 30_9 });
      const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String((parts as Json)[name])));
      const taken = new Set(templates.filter((t) => t.test.test(url)).flatMap((t) => t.methods));
      const allow = [...taken, ...(taken.has('GET') ? ['HEAD'] : [])].sort().join(', ');
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !taken.has(m))) {
        const res = await app.inject({ method: method as never, url, headers: { authorization: bearer } });
        const ok =
          res.statusCode === 405 &&
          res.headers.allow === allow &&
          res.json().error_key === 'errors.methodNotAllowed' &&
          res.headers['cache-control'] === 'no-store';
        if (!ok)
          failures.push(`${method} ${url}: ${res.statusCode} allow=${res.headers.allow} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('accepts every request the document allows, for every operation', async () => {
    const validate = documentValidator(doc);
    const failures: string[] = [];
    for (const operation of operations()) {
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(operation.op), async (parts) => {
          // The generator covers the document's keywords it needs; a sample Ajv refuses is not one it allows.
          fc.pre(validate(operation.op, parts));
          const res = await app.inject(toInject(operation, parts));
          if (res.statusCode !== VALIDATED) throw new Error(describeAnswer(res));
        }),
        { numRuns: RUNS, seed: 30_9 },
      );
      if (result.failed)
        failures.push(
          `${operation.method} ${operation.path}: ${String((result.errorInstance as Error | undefined)?.message ?? result.errorInstance)} for ${JSON.stringify(result.counterexample?.[0])?.slice(0, 600)}`,
        );
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses with 400 every request the document refuses, for every operation', async () => {
    const validate = documentValidator(doc);
    const failures: string[] = [];
    for (const operation of operations()) {
      const samples = fc
        .sample(requestArbitrary(operation.op), { numRuns: 10, seed: 30_9 })
        .filter((parts) => validate(operation.op, parts))
        .slice(0, 2);
      for (const parts of samples) {
        for (const variant of invalidVariants(operation.op, parts, ctx)) {
          // Only what the document itself refuses (a mutation may land on a value it still allows).
          if (validate(operation.op, variant.parts)) continue;
          const res = await app.inject(toInject(operation, variant.parts));
          if (res.statusCode !== 400 && res.statusCode !== 414)
            failures.push(`${operation.method} ${operation.path} ${variant.what}: ${describeAnswer(res)}`);
        }
      }
    }
    expect([...new Set(failures)]).toEqual([]);
  }, 600_000);
});
