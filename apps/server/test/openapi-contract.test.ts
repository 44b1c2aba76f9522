import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMatrixTenant, type MatrixTenant } from './access/fixture.ts';
import { allowed, concrete, startInterview } from './access/matrix-calls.ts';
import { type AccessTable, type FixtureIds, MATRIX_ROLES, type RouteSpec } from './access/route-spec.ts';
import { buildUser, TEST_PASSWORD, type UserRow } from './factories/tenant.ts';
import { injectAs } from './helpers/inject.ts';
import { ResponseContract } from './helpers/openapi-contract.ts';
import { useTestApp } from './helpers/test-app.ts';

/**
 * The contract: every API route of the access matrix (test/access/*.routes.ts) is called by an
 * anonymous caller, a refused role and an allowed role of the fixture's group, and each real
 * answer is checked against GET /api/documentation/public — the status is documented for the
 * operation, the content type is one it declares, and a JSON body matches the documented schema.
 */
const tables: AccessTable[] = [];
for (const file of readdirSync(new URL('./access', import.meta.url))
  .filter((f) => f.endsWith('.routes.ts'))
  .sort()) {
  tables.push((await import(/* @vite-ignore */ `./access/${file}`)).default as AccessTable);
}
const PUBLIC = tables.flatMap((t) => [...(t.public ?? [])]);
const PROTECTED = tables.flatMap((t) => Object.entries(t.protected ?? {}));

const ctx = useTestApp();
let providerAdmin: UserRow;
let a: MatrixTenant;
let contract: ResponseContract;

beforeAll(async () => {
  contract = new ResponseContract((await ctx.app.inject({ url: '/api/documentation/public' })).json());
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  a = await buildMatrixTenant(ctx.app.db, providerAdmin);
  await startInterview(ctx, a);
});

async function call(t: MatrixTenant, route: string, spec: RouteSpec, caller: UserRow | null) {
  const ids: FixtureIds = { ...(t.ids as FixtureIds), self: caller?.id ?? (t.ids as FixtureIds).user };
  const headers: Record<string, string> = { ...(spec.headers ?? {}) };
  if (caller && spec.authorize && caller.role !== 'provider_admin') {
    const res = await injectAs(ctx, caller, {
      method: 'POST',
      url: '/api/authorization-tokens',
      payload: { password: TEST_PASSWORD },
    });
    if (res.statusCode === 200) headers['x-authorization-token'] = res.json().token;
  }
  const body = typeof spec.body === 'function' ? spec.body(ids) : (spec.body ?? {});
  const hasBody = !['GET', 'DELETE'].includes(route.split(' ')[0] as string);
  return injectAs(ctx, caller, {
    ...concrete(route, spec, ids),
    headers,
    ...(hasBody ? { payload: body } : {}),
  } as never);
}

describe('OpenAPI contract', () => {
  it.each(PROTECTED)('%s answers as documented', async (route, spec) => {
    const problems: string[] = [];
    const statuses: string[] = [];
    const refused = MATRIX_ROLES.find((r) => !allowed(spec, r));
    const allowedRole = MATRIX_ROLES.find((r) => allowed(spec, r));
    const callers: [string, MatrixTenant, UserRow | null][] = [['anonymous', a, null]];
    if (refused) callers.push([refused, a, a.callers[refused]]);
    if (allowedRole) {
      const t = spec.fresh ? await buildMatrixTenant(ctx.app.db, providerAdmin) : a;
      if (spec.fresh) await startInterview(ctx, t);
      callers.push([allowedRole, t, t.callers[allowedRole]]);
    }
    for (const [name, t, caller] of callers) {
      const res = await call(t, route, spec, caller);
      statuses.push(`${name}=${res.statusCode}`);
      problems.push(...contract.check(route, res));
    }
    expect(problems, statuses.join(' ')).toEqual([]);
  });

  it.each(
    PUBLIC.filter(
      // the documents themselves (the whole one and the public API's) are not operations of it
      (r) => !['GET /api/documentation/public', 'GET /api/v1/openapi.json', 'GET /api/sso/callback'].includes(r),
    ),
  )('%s answers as documented to an anonymous call', async (route) => {
    const res = await call(a, route, { allow: 'signed-in' }, null);
    expect(contract.check(route, res), `${res.statusCode}`).toEqual([]);
  });

  it('documents the refusals of validation, length, media type and unknown tokens as they are answered', async () => {
    const token = await injectAs(ctx, a.callers.client_admin, {
      method: 'PUT',
      url: '/api/companies/not-a-uuid',
      payload: {},
    });
    expect(contract.check('PUT /api/companies/:id', token)).toEqual([]);
    const media = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(media.statusCode).toBe(415);
    expect(contract.check('POST /api/login', media)).toEqual([]);
    const long = await ctx.app.inject({ url: `/api/password-recovery-tokens/${'x'.repeat(101)}` });
    expect(long.statusCode).toBe(414);
    expect(contract.check('GET /api/password-recovery-tokens/:token', long)).toEqual([]);
    const large = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(contract.check('POST /api/login', large)).toEqual([]);
  });
});
