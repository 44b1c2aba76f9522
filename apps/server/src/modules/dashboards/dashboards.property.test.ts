import { londonToday, type TListViewer, type TUserRole } from '@statera/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature } from '../../../test/factories/appeals.ts';
import { buildDashboardData } from '../../../test/factories/dashboard-data.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { expectFiguresMatchLists } from '../../../test/helpers/figures.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { companies } from '../../db/schema/index.ts';

const ctx = useTestApp();

/** Everyone with a dashboard, in a tenant whose client a provider user manages and whose lead works appeals. */
async function people(t: Tenant) {
  const providerUser = await buildUser(ctx.app.db, { role: 'provider_user' });
  await ctx.app.db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, t.company.id));
  const lead = await buildUser(ctx.app.db, {
    role: 'client_user',
    companyId: t.company.id,
    amRole: 'lead_appeal_manager',
  });
  return {
    providerUser,
    clientAdmin: t.clientAdmin,
    companyAdmin: t.companyAdmin,
    approver: t.approver,
    specialist: t.specialist,
    clientUser: t.clientUser,
    lead,
  };
}

const viewerOf = (u: UserRow): TListViewer => ({
  id: u.id,
  companyId: u.companyId,
  seesAllUsers: (['provider_admin', 'provider_user'] as TUserRole[]).includes(u.role),
});

let providerAdmin: UserRow;

beforeAll(async () => {
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  // Another client's records: counted for the provider admin, never for the tenant's people.
  const other = await buildTenant(ctx.app.db);
  await activateFeature(ctx.app.db, other.company.id);
  await buildDashboardData(ctx.app.db, other, { seed: 7, today: londonToday(), engagements: 12 });
}, 300_000);

describe('every dashboard number equals the total of the list it opens (random data, every role)', () => {
  it('holds for the provider admin, a provider user, the client and company admins, approver, specialist, a client user and the lead appeal manager', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        const t = await buildTenant(ctx.app.db);
        await activateFeature(ctx.app.db, t.company.id);
        const who = await people(t);
        await buildDashboardData(ctx.app.db, t, { seed, today: londonToday(), engagements: 18 });
        for (const user of [providerAdmin, ...Object.values(who)]) {
          const res = await injectAs(ctx, user, { url: '/api/my-dashboard' });
          expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
          checked += await expectFiguresMatchLists(ctx, user, viewerOf(user), res.json());
        }
        const grouped = await injectAs(ctx, t.clientAdmin, { url: '/api/my-dashboard?heatmapBy=department' });
        checked += await expectFiguresMatchLists(ctx, t.clientAdmin, viewerOf(t.clientAdmin), grouped.json());
      }),
      { numRuns: 3 },
    );
    // Hundreds of numbers checked, not a vacuous pass.
    expect(checked).toBeGreaterThan(300);
  }, 900_000);
});
