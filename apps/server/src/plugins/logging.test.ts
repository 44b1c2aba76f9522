import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, TEST_PASSWORD, type Tenant } from '../../test/factories/tenant.ts';
import { useTestApp } from '../../test/helpers/test-app.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
const ctx = useTestApp({ logStream: sink, logLevel: 'info' });
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

describe('request logging', () => {
  it('logs each request without passwords or tokens', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: t.approver.email, password: TEST_PASSWORD },
    });
    const { accessToken, refreshToken } = login.json();
    await ctx.app.inject({ url: `/api/users/${t.approver.id}`, headers: { authorization: `Bearer ${accessToken}` } });
    await ctx.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });
    const log = lines.join('');
    expect(log).toContain('/api/login');
    expect(log).toContain(`/api/users/${t.approver.id}`);
    for (const secret of [TEST_PASSWORD, accessToken, refreshToken]) expect(log).not.toContain(secret);
  });
});
