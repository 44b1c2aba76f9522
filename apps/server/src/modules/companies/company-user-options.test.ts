import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

const ctx = useTestApp();
let t: Tenant;
let apiUserId: string;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  apiUserId = (await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id })).id;
});

const options = async (query: string) =>
  (await injectAs(ctx, t.clientAdmin, { url: `/api/companies/${t.company.id}/user-options?${query}` })).json() as {
    id: string;
  }[];

describe('GET /api/companies/:id/user-options', () => {
  it('leaves out the excluded people', async () => {
    const all = (await options('')).map((o) => o.id);
    expect(all).toContain(t.specialist.id);
    const rest = (await options(`excludeIds[]=${t.specialist.id}&excludeIds[]=${t.approver.id}`)).map((o) => o.id);
    expect(rest).not.toContain(t.specialist.id);
    expect(rest).not.toContain(t.approver.id);
    expect(rest).toContain(t.clientAdmin.id);
  });

  it('limits to people who may manage appeals with canBeAm=true', async () => {
    expect((await options('')).map((o) => o.id)).toContain(apiUserId);
    const am = (await options('canBeAm=true')).map((o) => o.id);
    expect(am).not.toContain(apiUserId);
    expect(am).toContain(t.clientUser.id);
  });

  it('limits to people who may take a seat with canBePromotedTo (spec §7), and still reads the older role', async () => {
    const specialists = (await options('canBePromotedTo=specialist')).map((o) => o.id);
    expect(specialists).toEqual(expect.arrayContaining([t.specialist.id, t.clientAdmin.id]));
    expect(specialists).not.toContain(t.approver.id);
    expect(specialists).not.toContain(t.clientUser.id);
    expect((await options('role=specialist')).map((o) => o.id).sort()).toEqual([...specialists].sort());
    const approvers = (await options('canBePromotedTo=approver&role=specialist')).map((o) => o.id);
    expect(approvers).toContain(t.approver.id);
    expect(approvers).not.toContain(t.specialist.id);
  });
});
