import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, TEST_PASSWORD, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
});

const login = (email: string, password = TEST_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('force password reset', () => {
  it('makes the next sign-in ask for a new password, ends current sessions, and clears once changed', async () => {
    const session = (await login(t.specialist.email)).json();
    const res = await injectAs(ctx, t.clientAdmin, {
      method: 'PUT',
      url: `/api/users/${t.specialist.id}/force-password-reset`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1 });
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);

    const next = (await login(t.specialist.email)).json();
    expect(next.status).toBe('CHANGE_PASSWORD_NEEDED');
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/password-reset-tokens/${next.passwordToken}/password`,
      payload: { oldPassword: TEST_PASSWORD, password: 'Brand-New-Pass-2026!' },
    });
    expect(changed.statusCode).toBeLessThan(300);
    const after = (await login(t.specialist.email, 'Brand-New-Pass-2026!')).json();
    expect(after.accessToken).toBeTruthy();
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, t.specialist.id));
    expect(audit.map((a) => a.action)).toContain('user.password_reset_forced');
  });

  it('is refused to people who do not manage the user, and to another group', async () => {
    const url = `/api/users/${t.approver.id}/force-password-reset`;
    expect((await injectAs(ctx, t.specialist, { method: 'PUT', url })).statusCode).toBe(404);
    expect((await injectAs(ctx, foreign.clientAdmin, { method: 'PUT', url })).statusCode).toBe(404);
    const bulk = await injectAs(ctx, t.clientAdmin, {
      method: 'POST',
      url: '/api/users/force-password-reset',
      payload: { userIds: [t.approver.id, foreign.approver.id] },
    });
    expect(bulk.statusCode).toBe(404);
    expect((await login(t.approver.email)).json().accessToken).toBeTruthy();
  });
});
