import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/test-app.ts';

const ctx = useTestApp();

describe('platform', () => {
  it('answers liveness and readiness with the database kind', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it.each(['/api/health', '/api/nope', '/api/my-engagements'])(
    'sends the spec §9 security headers on %s',
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('answers unknown API routes with the error shape and 404', async () => {
    const res = await ctx.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error_key: 'errors.notFound' });
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/documentation/public' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/engagements',
        '/api/interviews/{id}/currentQuestion',
        '/api/assessments/{id}/approve',
      ]),
    );
    const create = doc.paths['/api/engagements'].post;
    expect(create.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['companyId', 'specialistEmail', 'approverEmail']),
    );
  });

  it('documents every API route with a success response, and its refusals in the error shape', async () => {
    const doc = (await ctx.app.inject({ url: '/api/documentation/public' })).json();
    // The documents themselves (the public API's own at /api/v1/openapi.json) and the SSO return.
    const hidden = new Set(['GET /api/documentation/public', 'GET /api/v1/openapi.json', 'GET /api/sso/callback']);
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && !hidden.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(90);
    for (const route of routes) {
      // Paths told apart only by a regex are documented as one path (/api/users/{userIdOrToken}).
      const template = openApiPath(route.url).replace(/\{[^}]+\}/g, '{}');
      const path = Object.keys(doc.paths).find((p) => p.replace(/\{[^}]+\}/g, '{}') === template) as string;
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      const security: Record<string, string[]>[] = operation?.security ?? doc.security;
      const anonymous = security.length === 0 || security.some((s) => Object.keys(s).length === 0);
      // The public API (/api/v1) takes API keys, the rest a session's bearer token.
      const scheme = route.url.startsWith('/api/v1/') ? 'apiKey' : 'bearerAuth';
      const signed = security.some((s) => scheme in s);
      expect(route.public ? anonymous : signed, `security of ${route.method} ${route.url}`).toBe(true);
      expect(operation, `${route.method} ${route.url}`).toMatchObject({ tags: [expect.any(String)] });
      expect(operation.summary, `${route.method} ${route.url}`).toEqual(expect.any(String));
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((s) => s.startsWith('2')),
        `${route.method} ${route.url}`,
      ).toBe(true);
      for (const status of statuses.filter((s) => Number(s) >= 400 && s !== '503')) {
        expect(operation.responses[status].content['application/json'].schema.$ref, `${route.url} ${status}`).toMatch(
          /ErrorResponse$/,
        );
      }
    }
  });

  it('rejects a body that is not JSON with 415 in the error shape', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error_key).toBe('errors.unsupportedMediaType');
  });
});

/** A Fastify route URL as OpenAPI names it: `:name` and `:name(regex)` (balanced parentheses) become `{name}`. */
function openApiPath(url: string): string {
  let out = '';
  for (let i = 0; i < url.length; i++) {
    const param = url[i] === ':' ? /^:(\w+)/.exec(url.slice(i)) : null;
    if (!param) {
      out += url[i];
      continue;
    }
    out += `{${param[1]}}`;
    i += param[0].length;
    if (url[i] === '(') {
      for (let depth = 0; i < url.length; i++) {
        if (url[i] === '\\') i++;
        else if (url[i] === '(') depth++;
        else if (url[i] === ')' && --depth === 0) break;
      }
    } else i--;
  }
  return out;
}
