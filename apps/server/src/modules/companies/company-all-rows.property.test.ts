import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { companies, users } from '../../db/schema/index.ts';
import { insertCompany } from '../../db/seed/builders.ts';

/**
 * The whole company list (rows=ALL) is kept between requests and served again while no change was
 * announced (or, when one was, while the stamp of the rows it shows is unchanged). After any writes to what it shows — a company renamed, archived,
 * given a manager or deleted, a new subsidiary, an administrator renamed, demoted or added, a new
 * engagement (the counters) — the answer equals one built afresh, for every column set asked.
 */
const ctx = useTestApp();
let tenants: Tenant[];
let providerAdmin: UserRow;
let managers: UserRow[];

beforeAll(async () => {
  tenants = [await buildTenant(ctx.app.db), await buildTenant(ctx.app.db)];
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  managers = [
    await buildUser(ctx.app.db, { role: 'provider_user' }),
    await buildUser(ctx.app.db, { role: 'provider_user' }),
  ];
}, 120_000);

type Op =
  | { kind: 'renameCompany' | 'archive' | 'manager' | 'subsidiary' | 'deleteSub' | 'engagement'; t: number; n: number }
  | { kind: 'renameAdmin' | 'demoteAdmin' | 'addAdmin' | 'renameManager'; t: number; n: number };

const op: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom(
    'renameCompany',
    'archive',
    'manager',
    'subsidiary',
    'deleteSub',
    'engagement',
    'renameAdmin',
    'demoteAdmin',
    'addAdmin',
    'renameManager',
  ),
  t: fc.nat(1),
  n: fc.nat(),
}) as fc.Arbitrary<Op>;

async function apply(o: Op) {
  const db = ctx.app.db;
  const t = tenants[o.t]!;
  const tag = randomUUID().slice(0, 8);
  switch (o.kind) {
    case 'renameCompany':
      await db
        .update(companies)
        .set({ name: `Renamed ${tag} plc` })
        .where(eq(companies.id, t.company.id));
      return;
    case 'archive': {
      const archived = o.n % 2 === 0;
      await db
        .update(companies)
        .set({ status: archived ? 'archived' : 'active', archivedAt: archived ? new Date() : null })
        .where(eq(companies.id, t.subsidiary.id));
      return;
    }
    case 'manager':
      await db
        .update(companies)
        .set({ managerId: managers[o.n % 2]!.id })
        .where(eq(companies.id, t.company.id));
      return;
    case 'subsidiary':
      await insertCompany(db, { name: `Sub ${tag} Ltd`, parentId: t.company.id });
      return;
    case 'deleteSub': {
      const subs = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.parentId, t.company.id)))
        .orderBy(companies.id);
      const extra = subs.filter((s) => s.id !== t.subsidiary.id);
      if (extra.length) await db.delete(companies).where(eq(companies.id, extra[o.n % extra.length]!.id));
      return;
    }
    case 'engagement':
      await buildEngagement(db, t);
      return;
    case 'renameAdmin':
      await db
        .update(users)
        .set({ lastName: `Admin${tag}` })
        .where(eq(users.id, t.clientAdmin.id));
      return;
    case 'demoteAdmin': {
      const admins = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, t.company.id), inArray(users.role, ['client_admin', 'client_user'])))
        .orderBy(users.id);
      // Not the admin the engagements are logged as (buildEngagement), so those keep being written.
      const others = admins.filter((a) => a.id !== t.clientAdmin.id);
      if (others.length === 0) return;
      const who = others[o.n % others.length]!;
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, who.id));
      await db
        .update(users)
        .set({ role: row!.role === 'client_admin' ? 'client_user' : 'client_admin' })
        .where(eq(users.id, who.id));
      return;
    }
    case 'addAdmin':
      await buildUser(db, { role: 'client_admin', companyId: t.company.id });
      return;
    case 'renameManager':
      await db
        .update(users)
        .set({ firstName: `Manager${tag}` })
        .where(eq(users.id, managers[o.n % 2]!.id));
  }
}

const COLUMN_SETS = ['', '&columns[]=name&columns[]=parent', '&columns[]=manager', '&columns[]=activeEngagementCount'];

const answer = async (columns: string) => {
  const res = await injectAs(ctx, providerAdmin, { url: `/api/companies?rows=ALL${columns}` });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as unknown, etag: res.headers.etag };
};

describe('the kept whole company list', () => {
  it('equals a fresh build after any writes, for every column set', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 4 }), async (ops) => {
        // Kept answers first, then the writes, then the answers again against fresh builds.
        for (const columns of COLUMN_SETS) await answer(columns);
        for (const o of ops) await apply(o);
        // The writes went around the API (no write request of this app to tell its keeper): wait
        // for the database's announcements, as another process's writes are learnt.
        await ctx.app.companyRows.caughtUp(ctx.app.db);
        for (const columns of COLUMN_SETS) {
          const served = await answer(columns);
          ctx.app.companyRows.clear();
          const fresh = await answer(columns);
          expect(served.body, columns || 'every column').toEqual(fresh.body);
          expect(served.etag).toBe(fresh.etag);
        }
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
