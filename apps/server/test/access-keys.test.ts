import { randomUUID } from 'node:crypto';
import { API_SCOPES, ERROR_KEYS, type TApiScope } from '@statera/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../src/db/schema/index.ts';
import { concrete } from './access/matrix-calls.ts';
import publicApi from './access/public-api.routes.ts';
import type { FixtureIds, RouteSpec } from './access/route-spec.ts';
import { buildApiKey, type TestApiKey } from './factories/api-keys.ts';
import { buildAppeal } from './factories/appeals.ts';
import { buildTenant } from './factories/tenant.ts';
import { useTestApp } from './helpers/test-app.ts';

/**
 * The access matrix of API keys: key × scope × tenant. Every /api/v1 route is called with a key of
 * the resource's group holding every scope (allowed: past every refusal), one holding every scope
 * but the route's (403), and a key of another group holding every scope (404 on a resource).
 */
const ctx = useTestApp();
const ROUTES = Object.entries(publicApi.protected) as [string, RouteSpec][];

interface Side {
  ids: FixtureIds;
  full: TestApiKey;
}
let a: Side;
let b: Side;
const without = new Map<TApiScope, TestApiKey>();

async function side(): Promise<Side> {
  const t = await buildTenant(ctx.app.db);
  const { appeal, engagement, report } = await buildAppeal(ctx.app.db, ctx.app.storage, t, {
    status: 'am_processing',
  });
  const full = await buildApiKey(ctx.app.db, { companyId: t.company.id });
  // an endpoint of the group (a public address literal: no DNS here)
  const [hook] = await ctx.app.db
    .insert(webhookEndpoints)
    .values({ companyId: t.company.id, url: 'https://93.184.216.34/hook', events: ['sds.issued'], secret: 'whsec_k' })
    .returning({ id: webhookEndpoints.id });
  const ids = {
    company: t.company.id,
    engagedEntity: t.entity.id,
    engagedIndividual: t.individual.id,
    specialistEmail: t.specialist.email,
    approverEmail: t.approver.email,
    engagement: engagement.id,
    assessment: engagement.assessmentId,
    assessmentReport: report.id,
    appeal: appeal.id,
    apiKey: full.id,
    webhookEndpoint: hook!.id,
    self: full.userId,
  } as FixtureIds;
  return { ids, full };
}

/** The scopes that also satisfy a route's scope (appeals:manage reads appeals too). */
const satisfying = (scope: TApiScope): TApiScope[] => (scope === 'appeals:read' ? [scope, 'appeals:manage'] : [scope]);

beforeAll(async () => {
  [a, b] = [await side(), await side()];
  for (const scope of API_SCOPES) {
    const scopes = API_SCOPES.filter((s) => !satisfying(scope).includes(s));
    without.set(scope, await buildApiKey(ctx.app.db, { companyId: a.ids.company, scopes }));
  }
});

async function call(route: string, spec: RouteSpec, key: TestApiKey, ids: FixtureIds) {
  const { method, url } = concrete(route, spec, ids);
  const headers: Record<string, string> = { 'x-api-key': key.key, ...(spec.headers ?? {}) };
  if (method === 'POST') headers['idempotency-key'] = randomUUID();
  const body = typeof spec.body === 'function' ? spec.body(ids) : spec.body;
  const res = await ctx.app.inject({ method: method as 'GET', url, headers, ...(body ? { payload: body } : {}) });
  return { status: res.statusCode, body: res.body.slice(0, 300) };
}

/** Past every refusal: not 401/403/5xx, not the scoped 404, not a validation 400. */
function passed(status: number, body: string): boolean {
  if (status === 401 || status === 403 || status >= 500) return false;
  if (status === 400 && body.includes(`"${ERROR_KEYS.validation}"`)) return false;
  return status !== 404 || !body.includes('"errors.notFound"');
}

describe('key × scope × tenant', () => {
  it('declares a scope (or none needed) for every /api/v1 route', () => {
    const v1 = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/v1/') && !r.public);
    expect(v1.map((r) => `${r.method} ${r.url}`).sort()).toEqual(ROUTES.map(([r]) => r).sort());
    for (const [route, spec] of ROUTES) expect(spec.scope, route).not.toBeUndefined();
  });

  it.each(ROUTES)('%s: allowed with the scope, 403 without it, 404 for another group', async (route, spec) => {
    const outcomes: string[] = [];
    if (spec.scope) {
      const denied = await call(route, spec, without.get(spec.scope)!, a.ids);
      outcomes.push(`without ${spec.scope}: ${denied.status}`);
      expect(denied.status, denied.body).toBe(403);
    }
    if (spec.tenant ?? route.includes(':')) {
      const foreign = await call(route, spec, b.full, a.ids);
      outcomes.push(`other group: ${foreign.status}`);
      expect(foreign.status, foreign.body).toBe(404);
    }
    const ok = await call(route, spec, a.full, a.ids);
    expect(passed(ok.status, ok.body), `${ok.status} ${ok.body} (${outcomes.join(', ')})`).toBe(true);
  });
});
