import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { ERROR_KEYS } from '@statera/shared';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../src/plugins/security-headers.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from './factories/tenant.ts';
import { injectAs } from './helpers/inject.ts';
import { useTestApp } from './helpers/test-app.ts';

/**
 * Spec §8/§9: every answer, whatever refused it (a route, the router, the body parser, the
 * framework), carries `{ error_key, message }`, the security headers, and nothing of the request.
 */
const ctx = useTestApp();
let providerAdmin: UserRow;
let t: Tenant;

beforeAll(async () => {
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  t = await buildTenant(ctx.app.db);
});

const MARK = 'evil-input-7f3a';

function expectShaped(res: LightMyRequestResponse, status: number, errorKey: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['error_key', 'message']);
  expect(body.error_key).toBe(errorKey);
  expect(typeof body.message).toBe('string');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], name).toBe(value);
  expect(res.body).not.toContain(MARK);
}

describe('every answer is shaped (§8), carries the §9 headers and echoes nothing', () => {
  it('the headers the router refusals carry are the ones an ordinary answer carries, as §9 names them', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], name).toBe(value);
    // Helmet writes the set once (plugins/security-headers.ts): §9's values, whatever its version.
    expect(SECURITY_HEADERS).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    expect(SECURITY_HEADERS['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('404 of an unknown API route', async () => {
    expectShaped(await ctx.app.inject({ url: `/api/${MARK}?q=${MARK}` }), 404, ERROR_KEYS.notFound);
    expectShaped(await ctx.app.inject({ method: 'POST', url: `/api/${MARK}`, payload: {} }), 404, ERROR_KEYS.notFound);
  });

  it('414 of a path parameter longer than the router takes (100 characters)', async () => {
    const res = await injectAs(ctx, providerAdmin, { url: `/api/companies/${MARK}${'x'.repeat(120)}` });
    expectShaped(res, 414, ERROR_KEYS.validation);
    // also before any authentication
    expectShaped(await ctx.app.inject({ url: `/api/users/${MARK}${'y'.repeat(120)}` }), 414, ERROR_KEYS.validation);
  });

  it('400 of a URL that cannot be decoded', async () => {
    expectShaped(await ctx.app.inject({ url: `/api/companies/${MARK}%E0%A4%A` }), 400, ERROR_KEYS.validation);
  });

  it('400 of a JSON body that does not parse, and of an empty one', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email": "${MARK}`,
    });
    expectShaped(broken, 400, ERROR_KEYS.validation);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectShaped(empty, 400, ERROR_KEYS.validation);
  });

  it('413 of a body over the limit', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `${MARK}@example.com`, password: MARK.repeat(80_000) },
    });
    expectShaped(res, 413, ERROR_KEYS.payloadTooLarge);
  });

  it('415 of a media type the server does not read', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': `application/${MARK}` },
      payload: MARK,
    });
    expectShaped(res, 415, ERROR_KEYS.unsupportedMediaType);
  });

  it("400 and 431 of requests Node's HTTP parser refuses (malformed, headers too large), over a real socket", async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk.toString();
        });
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
    for (const [request, status] of [
      [`GET /api/${MARK} HTTP/1.1\r\nHost: x\r\nX-Big: ${MARK.repeat(3000)}\r\n\r\n`, 431],
      [`${MARK} \u0001 nonsense\r\n\r\n`, 400],
    ] as const) {
      const answer = await raw(request);
      const [head, body] = answer.split('\r\n\r\n') as [string, string];
      expect(head.split('\r\n')[0]).toBe(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
      );
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 2)]),
      );
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
      expect(Object.keys(JSON.parse(body)).sort()).toEqual(['error_key', 'message']);
      expect(answer).not.toContain(MARK);
    }
  });

  it('401 of a missing session', async () => {
    expectShaped(await ctx.app.inject({ url: `/api/companies?q=${MARK}` }), 401, ERROR_KEYS.unauthorized);
  });
});

describe('deleting something that does not exist', () => {
  it.each([
    ['DELETE /api/companies/:id', () => `/api/companies/${randomUUID()}`],
    ['DELETE /api/users/:userId/delete', () => `/api/users/${randomUUID()}/delete`],
    ['DELETE /api/users/:userId/avatar', () => `/api/users/${randomUUID()}/avatar`],
    ['DELETE /api/maintenance-windows/:id', () => `/api/maintenance-windows/${randomUUID()}`],
  ])('%s answers 404', async (_route, url) => {
    const res = await injectAs(ctx, providerAdmin, { method: 'DELETE', url: url() });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error_key).toBe(ERROR_KEYS.notFound);
  });

  it('a user without an avatar: 404 too', async () => {
    const res = await injectAs(ctx, providerAdmin, { method: 'DELETE', url: `/api/users/${t.clientUser.id}/avatar` });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error_key).toBe(ERROR_KEYS.avatarNotFound);
  });
});
