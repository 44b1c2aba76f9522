import { readdirSync } from 'node:fs';
import { AM_ROLES, ERROR_KEYS, USER_ROLES } from '@statera/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMatrixTenant, type MatrixTenant } from './access/fixture.ts';
import { allowed, concrete, startInterview } from './access/matrix-calls.ts';
import { type AccessTable, type FixtureIds, MATRIX_ROLES, type RouteSpec } from './access/route-spec.ts';
import { buildUser, TEST_PASSWORD, type UserRow } from './factories/tenant.ts';
import { injectAs } from './helpers/inject.ts';
import { type TestContext, useTestApp } from './helpers/test-app.ts';

/**
 * Deny by default, checked against Fastify's own route table. Every API route is declared in one
 * of `test/access/*.routes.ts`; each protected route is called by an anonymous caller (401), by
 * every role of the resource's own client group (allowed, or 403/404) and by the same roles of a
 * foreign group (404 for resources; never 500).
 */
const tables: AccessTable[] = [];
for (const file of readdirSync(new URL('./access', import.meta.url))
  .filter((f) => f.endsWith('.routes.ts'))
  .sort()) {
  tables.push((await import(/* @vite-ignore */ `./access/${file}`)).default as AccessTable);
}
const PUBLIC = new Set<string>();
const PROTECTED = new Map<string, RouteSpec>();
const duplicates: string[] = [];
for (const t of tables) {
  for (const r of t.public ?? []) PUBLIC.has(r) ? duplicates.push(r) : PUBLIC.add(r);
  for (const [r, spec] of Object.entries(t.protected ?? {}))
    PROTECTED.has(r) ? duplicates.push(r) : PROTECTED.set(r, spec);
}

const ctx = useTestApp();
let providerAdmin: UserRow;
let a: MatrixTenant;
let b: MatrixTenant;

beforeAll(async () => {
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });

  a = await buildMatrixTenant(ctx.app.db, providerAdmin);
  b = await buildMatrixTenant(ctx.app.db, providerAdmin);
  await startInterview(ctx, a);
});

/** A route that names a resource (or says so) is tried by another group too: 404 expected. */
const namesResource = (route: string, spec: RouteSpec) => spec.tenant ?? route.includes(':');

async function call(
  c: TestContext,
  t: MatrixTenant,
  route: string,
  spec: RouteSpec,
  caller: UserRow,
  target?: Partial<FixtureIds>,
): Promise<{ status: number; body: string }> {
  const ids: FixtureIds = { ...(t.ids as FixtureIds), self: caller.id, ...target };
  const headers: Record<string, string> = { ...(spec.headers ?? {}) };
  if (spec.authorize && caller.role !== 'provider_admin') {
    const res = await injectAs(c, caller, {
      method: 'POST',
      url: '/api/authorization-tokens',
      payload: { password: TEST_PASSWORD },
    });
    if (res.statusCode === 200) headers['x-authorization-token'] = res.json().token;
  }
  const body = typeof spec.body === 'function' ? spec.body(ids) : (spec.body ?? {});
  const hasBody = !['GET', 'DELETE'].includes(route.split(' ')[0]!);
  const res = await injectAs(c, caller, {
    ...concrete(route, spec, ids),
    headers,
    ...(hasBody ? { payload: body } : {}),
  } as never);
  return { status: res.statusCode, body: res.body.slice(0, 300) };
}

/**
 * Allowed = past the permission check: any answer but 401/403/5xx, the not-found of scoping and a
 * schema validation refusal (a 400 says nothing about access: the declared body must be valid).
 */
function passed(status: number, body: string): boolean {
  if (status === 401 || status === 403 || status >= 500) return false;
  if (status === 400 && body.includes(`"${ERROR_KEYS.validation}"`)) return false;
  return status !== 404 || !body.includes('"errors.notFound"');
}

const apiRoutes = () => ctx.app.routeTable.filter((r) => r.url.startsWith('/api'));

describe('access matrix', () => {
  it('declares every API route exactly once, as public or protected', () => {
    expect(duplicates).toEqual([]);
    const keys = apiRoutes().map((r) => `${r.method} ${r.url}`);
    expect(keys.filter((k) => !PUBLIC.has(k) && !PROTECTED.has(k))).toEqual([]);
    expect([...PUBLIC, ...PROTECTED.keys()].filter((k) => !keys.includes(k))).toEqual([]);
    for (const r of apiRoutes()) expect(r.public, `${r.method} ${r.url}`).toBe(PUBLIC.has(`${r.method} ${r.url}`));
  });

  it.each([...PROTECTED.keys()])('%s answers 401 to an anonymous caller', async (route) => {
    const res = await ctx.app.inject({
      // `self` is a real user id here too: any other segment of /api/users/{…} is a registration link.
      ...concrete(route, PROTECTED.get(route), { ...(a.ids as FixtureIds), self: (a.ids as FixtureIds).user }),
      payload: {},
    } as never);
    expect(res.statusCode).toBe(401);
    expect(res.json().error_key).toBe('errors.unauthorized');
  });

  it.each([...PROTECTED.entries()])(
    '%s: each role of the group is allowed or refused as declared',
    async (route, spec) => {
      const outcomes: string[] = [];
      const failures: string[] = [];
      // Refused callers first, so an allowed call that changes state cannot mask a refusal.
      const order = [...MATRIX_ROLES].sort((x, y) => Number(allowed(spec, x)) - Number(allowed(spec, y)));
      for (const role of order) {
        const t = spec.fresh ? await freshTenant() : a;
        const { status, body } = await call(ctx, t, route, spec, t.callers[role]);
        outcomes.push(`${role}=${status}`);
        const stateRefusal = status === 400 && (spec.badRequestFor ?? []).includes(role);
        const ok = allowed(spec, role) ? passed(status, body) || stateRefusal : [403, 404].includes(status);
        if (!ok)
          failures.push(`${role} got ${status} (${allowed(spec, role) ? 'allowed' : 'refused'} expected): ${body}`);
      }
      expect(failures, outcomes.join(' ')).toEqual([]);
    },
  );

  const tenantRoutes = [...PROTECTED.entries()].filter(([r, s]) => namesResource(r, s));
  it.each(tenantRoutes)("%s answers 404 to another group's callers", async (route, spec) => {
    const failures: string[] = [];
    const foreignAllow = spec.foreignAllow ?? ['provider_admin'];
    for (const role of MATRIX_ROLES.filter((r) => !foreignAllow.includes(r))) {
      const t = spec.fresh ? await freshTenant() : a;
      // b's caller on a's resource
      const { status, body } = await call(ctx, t, route, spec, b.callers[role]);
      const ok = allowed(spec, role) ? status === 404 : [403, 404].includes(status);
      if (!ok) failures.push(`${role} of another group got ${status}: ${body}`);
    }
    expect(failures).toEqual([]);
  });

  // Routes on the caller's own account ('self'), aimed at the same role's person of another group.
  const selfRoutes = [...PROTECTED.entries()].filter(([, s]) => isSelfRoute(s));
  it.each(selfRoutes)("%s answers 404 when aimed at another group's person", async (route, spec) => {
    const failures: string[] = [];
    const foreignAllow = spec.foreignAllow ?? ['provider_admin'];
    for (const role of MATRIX_ROLES.filter((r) => !foreignAllow.includes(r))) {
      const t = spec.fresh ? await freshTenant() : a;
      const { status, body } = await call(ctx, t, route, spec, b.callers[role], { self: t.callers[role].id });
      const ok = allowed(spec, role) ? status === 404 : [403, 404].includes(status);
      if (!ok) failures.push(`${role} of another group got ${status}: ${body}`);
    }
    expect(failures).toEqual([]);
  });
});

/** Whether the route's URL is built from the caller's own id. */
function isSelfRoute(spec: RouteSpec): boolean {
  if (!spec.url) return false;
  const probe = new Proxy({} as FixtureIds, { get: (_, key) => (key === 'self' ? '@self@' : 'x') });
  return spec.url(probe).includes('@self@');
}

async function freshTenant(): Promise<MatrixTenant> {
  const t = await buildMatrixTenant(ctx.app.db, providerAdmin);
  await startInterview(ctx, t);
  return t;
}

describe('access matrix callers', () => {
  it('include every role and appeal role, so a new one cannot go untried', () => {
    const callers: readonly string[] = MATRIX_ROLES;
    expect(USER_ROLES.filter((r) => !callers.includes(r))).toEqual([]);
    expect(AM_ROLES.filter((r) => r !== 'none' && !callers.includes(r))).toEqual([]);
  });
});
