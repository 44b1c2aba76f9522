import { beforeAll, describe, expect, it } from 'vitest';
import { buildInvitee, outboxFor } from '../../../test/factories/invitations.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

// No mail flooding (issue 13 §10): invitation resends are limited per address and per client.
const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const resend = (userId: string, remoteAddress: string) =>
  injectAs(ctx, t.clientAdmin, { method: 'PUT', url: `/api/users/${userId}/resend-invitation`, remoteAddress });

describe('PUT /api/users/{id}/resend-invitation limits', () => {
  it('refuses the 6th resend to one address within an hour, from any client, with 429 and Retry-After', async () => {
    const { user } = await buildInvitee(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    for (let i = 0; i < 5; i++) expect((await resend(user.id, `10.30.0.${i + 1}`)).statusCode).toBe(200);
    const refused = await resend(user.id, '10.30.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_key).toBe('errors.tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await outboxFor(ctx.app.db, user.email)).toHaveLength(5);
  });

  it('refuses a client its 21st resend within an hour, whatever the addresses', async () => {
    const invitees = [];
    for (let i = 0; i < 21; i++) {
      invitees.push((await buildInvitee(ctx.app.db, { role: 'client_user', companyId: t.company.id })).user);
    }
    for (const u of invitees.slice(0, 20)) expect((await resend(u.id, '10.31.0.1')).statusCode).toBe(200);
    expect((await resend(invitees[20]!.id, '10.31.0.1')).statusCode).toBe(429);
    expect((await resend(invitees[20]!.id, '10.31.0.2')).statusCode).toBe(200);
  });
});
