import { ENGAGEMENT_STATUSES, type TEngagementStatus, type TEngagementType } from '@statera/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature } from '../../../test/factories/appeals.ts';
import { engagementInput } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { type Actor, loadActor } from '../../authz/actor.ts';
import { engagementScope } from '../../authz/scopes.ts';
import { engagements } from '../../db/schema/index.ts';
import { archiveEngagement, restoreEngagement } from './archive-engagement.ts';
import { createEngagement } from './create-engagement.ts';
import { deleteEngagement } from './delete-engagement.ts';

/**
 * An engagement list whose scope is whole companies, unfiltered or filtered by statuses and types
 * only, sums its total from `engagement_status_counters` (engagement.repository.ts, `countedTotalSql`,
 * `partCountsPlan`); with any other filter it counts the index. Both must equal a fresh count of the
 * scope after any writes, for every kind of user: the provider admin (every company), a client admin
 * (managed companies and seats outside them), a company admin, a specialist (seats only), and one
 * company's list; with no filter, each status alone, two statuses together, a type alone, and a
 * status with a type.
 */
const ctx = useTestApp();
let t: Tenant;
let other: Tenant;
let admin: Actor;
let otherAdmin: Actor;
let providerAdmin: UserRow;

beforeAll(async () => {
  const db = ctx.app.db;
  t = await buildTenant(db);
  other = await buildTenant(db);
  await activateFeature(db, t.company.id, 'test');
  await activateFeature(db, other.company.id, 'test');
  admin = (await loadActor(db, t.clientAdmin.id))!;
  otherAdmin = (await loadActor(db, other.clientAdmin.id))!;
  providerAdmin = await buildUser(db, { role: 'provider_admin' });
});

type Command =
  | { kind: 'create'; type: 'normal' | 'test'; otherGroup: boolean }
  | { kind: 'archive' | 'restore' | 'delete' | 'move' | 'hardDelete' | 'seat' | 'approverSeat'; pick: number }
  | { kind: 'bulkStatus'; status: 'active' | 'ended' | 'preliminary' };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    type: fc.constantFrom('normal' as const, 'test' as const),
    otherGroup: fc.boolean(),
  }),
  fc.record({
    kind: fc.constantFrom(
      'archive' as const,
      'restore' as const,
      'delete' as const,
      'move' as const,
      'hardDelete' as const,
      'seat' as const,
      'approverSeat' as const,
    ),
    pick: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('bulkStatus' as const),
    status: fc.constantFrom('active' as const, 'ended' as const, 'preliminary' as const),
  }),
);

const companiesOf = () => [t.company.id, t.subsidiary.id, other.company.id, other.subsidiary.id];

/** Runs one write as the app does it (a refusal rolls back), or as a raw statement no route makes today. */
async function run(c: Command) {
  const db = ctx.app.db;
  if (c.kind === 'create') {
    const [actor, tenant] = c.otherGroup ? [otherAdmin, other] : [admin, t];
    await createEngagement(db, actor, engagementInput(tenant, { type: c.type }));
    return;
  }
  if (c.kind === 'bulkStatus') {
    await db
      .update(engagements)
      .set({ status: c.status })
      .where(and(inArray(engagements.companyId, companiesOf()), isNull(engagements.deletedAt)));
    return;
  }
  const all = await db
    .select({ id: engagements.id, companyId: engagements.companyId })
    .from(engagements)
    .where(inArray(engagements.companyId, companiesOf()))
    .orderBy(engagements.createdAt, engagements.id);
  if (all.length === 0) return;
  const e = all[c.pick % all.length]!;
  const ids = companiesOf();
  // The seats go to the tenant's client admin and company admin wherever the engagement is, so that
  // their seat parts reach outside the companies they manage.
  const seatHolder = [t.clientAdmin.id, t.companyAdmin.id, t.specialist.id][c.pick % 3]!;
  const writes = {
    archive: () => archiveEngagement(db, admin, e.id, { comment: 'Property test' }),
    restore: () => restoreEngagement(db, admin, e.id, { createNewAssessment: false }),
    delete: () => deleteEngagement(db, admin, e.id),
    move: () =>
      db
        .update(engagements)
        .set({ companyId: ids[(ids.indexOf(e.companyId) + 1 + (c.pick % 3)) % ids.length]! })
        .where(eq(engagements.id, e.id)),
    hardDelete: () => db.delete(engagements).where(eq(engagements.id, e.id)),
    seat: () => db.update(engagements).set({ answererId: seatHolder }).where(eq(engagements.id, e.id)),
    approverSeat: () => db.update(engagements).set({ approverId: seatHolder }).where(eq(engagements.id, e.id)),
  };
  await writes[c.kind]().catch(() => undefined);
}

/** The fresh count: the scope's plain OR over the live engagements. */
async function fresh(
  user: { id: string },
  companyId?: string,
  statuses?: readonly TEngagementStatus[],
  types?: readonly TEngagementType[],
) {
  const actor = (await loadActor(ctx.app.db, user.id))!;
  const [row] = await ctx.app.db
    .select({ n: count() })
    .from(engagements)
    .where(
      and(
        engagementScope(actor),
        isNull(engagements.deletedAt),
        companyId ? eq(engagements.companyId, companyId) : undefined,
        statuses ? inArray(engagements.status, [...statuses]) : undefined,
        types ? inArray(engagements.type, [...types]) : undefined,
      ),
    );
  return row!.n;
}

async function totalOf(user: { id: string; email: string }, url: string) {
  const res = await injectAs(ctx, user, { url });
  expect(res.statusCode, url).toBe(200);
  return (res.json() as { total: number }).total;
}

/** Created since 2000: the same rows as no filter, but a filter the counters do not hold, so the total is counted from the index. */
const everyDate = 'dateCreatedFrom=2000-01-01';
/** The filters checked against the counters: each status alone, two together, each type alone, a status with a type. */
type Filter = { statuses?: readonly TEngagementStatus[]; types?: readonly TEngagementType[] };
const counterFilters: Filter[] = [
  ...ENGAGEMENT_STATUSES.map((s) => ({ statuses: [s] })),
  { statuses: ['active', 'ended'] },
  { types: ['test'] },
  { types: ['normal'] },
  { statuses: ['active'], types: ['normal'] },
  { statuses: ['ended', 'archived'], types: ['test'] },
];
const filterQuery = (f: Filter) =>
  [...(f.statuses ?? []).map((s) => `statuses=${s}`), ...(f.types ?? []).map((t) => `types=${t}`)].join('&');

async function expectTotals() {
  const users = [providerAdmin, t.clientAdmin, t.companyAdmin, t.specialist, other.clientAdmin];
  for (const user of users) {
    const expected = await fresh(user);
    const counted = await totalOf(user, '/api/my-engagements?rows=1');
    const exact = await totalOf(user, `/api/my-engagements?rows=1&${everyDate}`);
    expect({ user: user.email, counted, exact }).toEqual({ user: user.email, counted: expected, exact: expected });
    for (const filter of counterFilters) {
      const filtered = await totalOf(user, `/api/my-engagements?rows=1&${filterQuery(filter)}`);
      expect({ user: user.email, filter, filtered }).toEqual({
        user: user.email,
        filter,
        filtered: await fresh(user, undefined, filter.statuses, filter.types),
      });
    }
  }
  for (const user of [providerAdmin, t.clientAdmin, t.companyAdmin]) {
    for (const companyId of [t.company.id, t.subsidiary.id]) {
      const expected = await fresh(user, companyId);
      const counted = await totalOf(user, `/api/my-engagements?rows=1&companyId=${companyId}`);
      const exact = await totalOf(user, `/api/my-engagements?rows=1&companyId=${companyId}&${everyDate}`);
      const active = await totalOf(user, `/api/my-engagements?rows=1&companyId=${companyId}&statuses=active`);
      const test = await totalOf(user, `/api/my-engagements?rows=1&companyId=${companyId}&types=test`);
      expect({ user: user.email, companyId, counted, exact, active, test }).toEqual({
        user: user.email,
        companyId,
        counted: expected,
        exact: expected,
        active: await fresh(user, companyId, ['active']),
        test: await fresh(user, companyId, undefined, ['test']),
      });
    }
  }
}

describe('engagement list totals from engagement_status_counters', () => {
  it('equal a fresh count of the scope after any sequence of engagement writes, for every kind of user', async () => {
    await expectTotals();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 6 }), async (commands) => {
        for (const c of commands) await run(c);
        await expectTotals();
      }),
      { numRuns: 10 },
    );
    // the writes did reach every part: test engagements, seats outside the managed companies
    const [seen] = await ctx.app.db
      .select({
        test: sql<number>`count(*) filter (where ${engagements.type} = 'test')::int`,
        all: count(),
      })
      .from(engagements)
      .where(inArray(engagements.companyId, companiesOf()));
    expect(seen!.all).toBeGreaterThan(0);
  }, 180_000);
});
