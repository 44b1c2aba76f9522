import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let invited: UserRow;
let providerAdmin: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  invited = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.company.id, status: 'invited' });
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
});

const abilitiesOf = async (viewer: UserRow, id: string) =>
  (await injectAs(ctx, viewer, { url: `/api/users/${id}` })).json().abilities as Record<string, boolean>;

describe('invitation abilities sent with a user', () => {
  it('offers resending to the admin who may invite, not to the person', async () => {
    expect((await abilitiesOf(t.clientAdmin, invited.id)).resendInvitation).toBe(true);
    expect((await abilitiesOf(t.clientAdmin, t.specialist.id)).resendInvitation).toBe(false);
  });

  it('offers accepting and rejecting only for awaiting invitations, to provider admins', async () => {
    const waiting = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    await ctx.app.db.update(users).set({ status: 'awaiting_invitation' }).where(eq(users.id, waiting.id));
    const asProvider = await abilitiesOf(providerAdmin, waiting.id);
    expect(asProvider).toMatchObject({ acceptInvitation: true, rejectInvitation: true });
    const asAdmin = await abilitiesOf(t.clientAdmin, waiting.id);
    expect(asAdmin).toMatchObject({ acceptInvitation: false, rejectInvitation: false });
  });
});

describe('abilities the web reads instead of roles and permissions', () => {
  it('sends the signed-in user whether they manage provider staff and company people', async () => {
    expect(await abilitiesOf(providerAdmin, providerAdmin.id)).toMatchObject({
      manageProviderStaff: true,
      manageCompanyUsers: true,
    });
    expect(await abilitiesOf(t.clientAdmin, t.clientAdmin.id)).toMatchObject({
      manageProviderStaff: false,
      manageCompanyUsers: true,
    });
    expect(await abilitiesOf(t.specialist, t.specialist.id)).toMatchObject({ manageCompanyUsers: false });
  });

  it('sends whether a person links to their profile', async () => {
    expect((await abilitiesOf(t.clientAdmin, t.specialist.id)).viewProfile).toBe(true);
    expect((await abilitiesOf(t.specialist, t.specialist.id)).viewProfile).toBe(true);
    const list = await injectAs(ctx, t.clientAdmin, { url: `/api/companies/${t.company.id}/users` });
    const rows = list.json().data as { abilities: Record<string, boolean> }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.abilities.viewProfile === true)).toBe(true);
  });
});
