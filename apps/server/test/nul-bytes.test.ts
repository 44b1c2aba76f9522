import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { ERROR_KEYS } from '@statera/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMatrixTenant, type MatrixTenant } from './access/fixture.ts';
import type { AccessTable, FixtureIds, MatrixRole, RouteSpec } from './access/route-spec.ts';
import { buildApiKey } from './factories/api-keys.ts';
import { buildUser, TEST_PASSWORD, type UserRow } from './factories/tenant.ts';
import { injectAs } from './helpers/inject.ts';
import { IMAGES, multipart } from './helpers/multipart.ts';
import { useTestApp } from './helpers/test-app.ts';

/**
 * A NUL character (U+0000) in any query string, path parameter or JSON body field answers 400 in
 * the §8 shape, never 5xx: PostgreSQL cannot hold one in text, and before the input guard 21
 * operations (login among them) answered 500. Swept over every API route of the route table, with
 * the bodies the access matrix declares (a NUL put into each of their strings).
 */
const tables: AccessTable[] = [];
for (const file of readdirSync(new URL('./access', import.meta.url)).filter((f) => f.endsWith('.routes.ts'))) {
  tables.push((await import(/* @vite-ignore */ `./access/${file}`)).default as AccessTable);
}
const SPECS = new Map<string, RouteSpec | null>();
for (const t of tables) {
  for (const r of t.public ?? []) SPECS.set(r, null);
  for (const [r, spec] of Object.entries(t.protected ?? {})) SPECS.set(r, spec);
}

const ctx = useTestApp();
let providerAdmin: UserRow;
let a: MatrixTenant;
/** The public API (/api/v1) answers API keys only (people get 404): a key of the tenant's group with every scope. */
let apiKey: string;

beforeAll(async () => {
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  a = await buildMatrixTenant(ctx.app.db, providerAdmin);
  apiKey = (await buildApiKey(ctx.app.db, { companyId: a.ids.company, rateLimitPerMinute: 1_000_000 })).key;
});

const RESOURCE: [RegExp, keyof FixtureIds][] = [
  [/^\/api\/(companies|company)\b/, 'company'],
  [/^\/api\/engagements\b/, 'engagement'],
  [/^\/api\/assessments\b/, 'assessment'],
  [/^\/api\/departments\b/, 'department'],
  [/^\/api\/users\b/, 'user'],
];

/** The route's URL with its parameters filled (or the first one replaced by `param`). */
function urlOf(route: string, spec: RouteSpec | null, ids: FixtureIds, param?: string): string {
  const path = route.split(' ')[1]!;
  if (spec?.url && param === undefined) return spec.url(ids);
  const resource = RESOURCE.find(([re]) => re.test(path))?.[1] ?? 'user';
  let first = true;
  // A parameter may carry a pattern: `:token(^[\w-]{20,100}$)`.
  return path.replace(/:[A-Za-z]+(\([^)]*\))?/g, (m) => {
    const value =
      first && param !== undefined ? param : m.startsWith(':companyId') ? ids.company : (ids[resource] as string);
    first = false;
    return value;
  });
}

/** Every string of a body with a NUL inside; objects and arrays walked. */
function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000x`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]));
  return value;
}

/** A body for routes that declare none (public ones: login, recovery, registration…). */
const GENERIC_BODY = {
  email: 'someone\u0000@example.com',
  password: `${TEST_PASSWORD}\u0000`,
  name: 'N\u0000',
  token: 't\u0000',
};

function callerFor(spec: RouteSpec | null): { user: UserRow | null; role: MatrixRole | null } {
  if (!spec) return { user: null, role: null };
  const role: MatrixRole =
    spec.allow === 'signed-in' || spec.allow.includes('provider_admin')
      ? 'provider_admin'
      : (spec.allow[0] ?? 'provider_admin');
  return { user: a.callers[role], role };
}

const routes = () => ctx.app.routeTable.filter((r) => r.url.startsWith('/api')).map((r) => `${r.method} ${r.url}`);

function expectRefused(res: { statusCode: number; body: string }, label: string): void {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(400);
  const body = JSON.parse(res.body);
  expect(body.error_key, label).toBe(ERROR_KEYS.validation);
  expect(res.body).not.toContain('\\u0000');
}

describe('a NUL character in the input', () => {
  it('is refused with 400 on every route: in the query string, a path parameter and each body field', async () => {
    const failures: string[] = [];
    const all = routes();
    expect(all.length).toBeGreaterThan(100);
    for (const route of all) {
      const spec = SPECS.get(route) ?? null;
      const { user } = callerFor(spec);
      const ids: FixtureIds = { ...(a.ids as FixtureIds), self: user?.id ?? a.ids.user };
      const method = route.split(' ')[0]!;
      const probes: { what: string; url: string; payload?: unknown }[] = [];
      const url = urlOf(route, spec, ids);
      probes.push({ what: 'query', url: `${url}${url.includes('?') ? '&' : '?'}queryString=a%00b&search=%00` });
      if (route.includes(':')) probes.push({ what: 'param', url: urlOf(route, spec, ids, 'a%00b') });
      if (!['GET', 'DELETE'].includes(method)) {
        const declared = typeof spec?.body === 'function' ? spec.body(ids) : spec?.body;
        // A body with no string of its own (ids, numbers, an empty list) gets one more field.
        const payload = declared ? { ...(withNul(declared) as object), comment: 'c\u0000' } : GENERIC_BODY;
        probes.push({ what: 'body', url, payload });
      }
      for (const probe of probes) {
        const res = route.includes(' /api/v1/')
          ? await ctx.app.inject({
              method: method as 'GET',
              url: probe.url,
              payload: probe.payload as object,
              headers: { 'x-api-key': apiKey, 'idempotency-key': randomUUID() },
            })
          : await injectAs(ctx, user, {
              method: method as 'GET',
              url: probe.url,
              payload: probe.payload as object,
            });
        const body = res.body.slice(0, 160);
        // Upload routes take multipart only: a JSON body is refused as such (415) before any field is read.
        const refusedType = probe.what === 'body' && res.statusCode === 415;
        const ok =
          (refusedType || (res.statusCode === 400 && res.json().error_key === ERROR_KEYS.validation)) &&
          !res.body.includes('\u0000');
        if (!ok) failures.push(`${route} ${probe.what}: ${res.statusCode} ${body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('login, search and a text field name the field in the §8 errors', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody\u0000@example.com', password: 'secret' },
    });
    expectRefused(login, 'login');
    expect(login.json().errors).toEqual({ email: ['errors.invalid'] });

    const search = await injectAs(ctx, providerAdmin, { url: '/api/engagements?queryString=%00' });
    expectRefused(search, 'search');
    expect(search.json().errors).toEqual({ queryString: ['errors.invalid'] });

    const rename = await injectAs(ctx, providerAdmin, {
      method: 'PUT',
      url: `/api/companies/${a.ids.subsidiary}`,
      payload: { name: 'Renamed\u0000 Ltd' },
    });
    expectRefused(rename, 'rename');
    expect(rename.json().errors).toEqual({ name: ['errors.invalid'] });
  });

  it('in a multipart text field or file name (uploads parse their own body) answers 400 naming the part', async () => {
    const png = { name: 'photo', filename: 'me.png', contentType: 'image/png', data: IMAGES.png };
    for (const [parts, field] of [
      [[png, { name: 'originalPhotoId', data: 'x\u0000' }], 'originalPhotoId'],
      [[png, { name: 'photoParams', data: '{"x":"\u0000"}' }], 'photoParams'],
      [[{ ...png, filename: 'me\u0000.png' }], 'photo'],
    ] as const) {
      const res = await injectAs(ctx, a.callers.client_admin, {
        method: 'PUT',
        url: `/api/users/${a.callers.client_admin.id}/avatar`,
        ...multipart([...parts]),
      });
      expectRefused(res, field);
      expect(res.json().errors).toEqual({ [field]: ['errors.invalid'] });
    }
  });
});
