import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from './factories/engagement.ts';
import { buildTenant, type Tenant } from './factories/tenant.ts';
import { injectAs } from './helpers/inject.ts';
import { useTestApp } from './helpers/test-app.ts';

/**
 * Deny by default, checked against Fastify's own route table: every API route must be listed
 * here, every non-public route answers 401 to an anonymous caller, and every route that names a
 * resource answers 404 (never 403-with-data, never 500) to a user of another client.
 */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/documentation/public',
  'POST /api/login',
  'POST /api/refresh',
  'POST /api/logout',
  'PUT /api/password-reset-tokens/:token/password',
  'POST /api/password-tokens/:token/password-years-validation',
  'POST /api/verification-code',
  'POST /api/resend-verification-code-email',
  'POST /api/password-recovery-tokens',
  'GET /api/password-recovery-tokens/:token',
  'PUT /api/password-recovery-tokens/:token/password',
]);

/** Non-public routes; `:id` and friends are filled from a resource of tenant A. */
const PROTECTED = new Set([
  'GET /api/users/:userId',
  'POST /api/users/:userId/password-years-validation',
  'GET /api/company-options',
  'GET /api/companies',
  'GET /api/companies/:id',
  'PUT /api/companies/:id',
  'PUT /api/companies/:id/holding',
  'GET /api/companies/:id/engaged-entities',
  'POST /api/companies/:id/engaged-entities',
  'GET /api/companies/:id/departments',
  'GET /api/companies/:id/agencies-select-options',
  'GET /api/companies/:id/user-options',
  'GET /api/my-engagements',
  'GET /api/engagements/:id',
  'POST /api/engagements',
  'GET /api/assessments/:id',
  'GET /api/assessments/:id/versions',
  'GET /api/assessments/:id/version-changes',
  'PUT /api/assessments/:id/start-interview',
  'PUT /api/assessments/:id/submit',
  'PUT /api/assessments/:id/approve',
  'PUT /api/assessments/:id/return-to-review',
  'POST /api/assessments/:id/comments',
  'GET /api/interviews/:id/currentQuestion',
  'GET /api/interviews/:id/question',
  'GET /api/interviews/:id/questions',
  'POST /api/interviews/:id/answers',
]);

/** Valid bodies, so the foreign-tenant check is reached rather than validation. */
const GENERIC_BODY = { password: 'x', comment: 'x', body: 'x', interviewQuestionId: 'x', answers: ['x'] };
const BODIES: Record<string, object> = {
  'POST /api/companies/:id/engaged-entities': { name: 'x', type: 'company', engagedIndividualName: 'x' },
  'PUT /api/companies/:id': { name: 'x' },
  'PUT /api/companies/:id/holding': {
    highRiskThreshold: 10,
    mediumRiskThreshold: 20,
    riskMargin: 5,
    changePasswordPeriod: null,
    mailVerificationPeriod: 'off',
    mailVerificationNewDevice: false,
    blockedPermissions: [],
    continuousEmployed: false,
  },
};

const ctx = useTestApp();
let a: Tenant;
let b: Tenant;
const ids: Record<string, string> = {};

beforeAll(async () => {
  a = await buildTenant(ctx.app.db);
  b = await buildTenant(ctx.app.db);
  const e = await buildEngagement(ctx.app.db, a);
  await injectAs(ctx, a.specialist, { method: 'PUT', url: `/api/assessments/${e.assessmentId}/start-interview` });
  const assessment = (await injectAs(ctx, a.specialist, { url: `/api/assessments/${e.assessmentId}` })).json();
  Object.assign(ids, {
    engagement: e.id,
    assessment: e.assessmentId,
    interview: assessment.interviewId,
    company: a.company.id,
    user: a.clientAdmin.id,
  });
});

function concrete(route: string): { method: string; url: string } {
  const [method, path] = route.split(' ') as [string, string];
  const resource = path.startsWith('/api/companies')
    ? ids.company
    : path.startsWith('/api/engagements')
      ? ids.engagement
      : path.startsWith('/api/interviews')
        ? ids.interview
        : ids.assessment;
  const url = path.replace(':userId', ids.user!).replace(':id', resource!);
  return { method, url: url.endsWith('/question') ? `${url}?interviewQuestionId=x` : url };
}

const routeKeys = () => ctx.app.routeTable.filter((r) => r.url.startsWith('/api')).map((r) => `${r.method} ${r.url}`);

describe('access matrix', () => {
  it('lists every API route as public or protected', () => {
    const unlisted = routeKeys().filter((k) => !PUBLIC.has(k) && !PROTECTED.has(k));
    expect(unlisted).toEqual([]);
    for (const r of ctx.app.routeTable.filter((x) => x.url.startsWith('/api'))) {
      expect(r.public, `${r.method} ${r.url}`).toBe(PUBLIC.has(`${r.method} ${r.url}`));
    }
  });

  it.each([...PROTECTED])('%s answers 401 to an anonymous caller', async (route) => {
    const res = await ctx.app.inject({ ...concrete(route), payload: {} } as never);
    expect(res.statusCode).toBe(401);
    expect(res.json().error_key).toBe('errors.unauthorized');
  });

  const named = [...PROTECTED].filter((r) => r.includes(':'));
  it.each(named)("%s answers 404 to another client's admin and specialist", async (route) => {
    for (const user of [b.clientAdmin, b.specialist, b.approver]) {
      const res = await injectAs(ctx, user, {
        ...concrete(route),
        payload: BODIES[route] ?? GENERIC_BODY,
      } as never);
      expect(res.statusCode, `${route} as ${user.role}`).toBe(404);
    }
  });
});
