import { randomUUID } from 'node:crypto';
import { ENGAGED_ENTITY_TYPES, type TEngagedEntityType } from '@statera/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { engagedEntities } from '../../db/schema/index.ts';

/**
 * The entity list's total without a search is summed from `engaged_entity_counters`, kept by a
 * statement-level trigger. After any sequence of writes (inserts one by one and in batches, archiving
 * and restoring, a type changed, deletes), every list's total — unfiltered, by type, by status, by
 * both, for the provider admin (every group), a client admin (their group) and one client asked by
 * the provider — equals a fresh count of the entities.
 */
const ctx = useTestApp();
let t: Tenant;
let other: Tenant;
let providerAdmin: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  other = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
}, 120_000);

type Op =
  | { kind: 'insert'; group: 0 | 1; types: TEngagedEntityType[] }
  | { kind: 'archive' | 'restore' | 'delete'; pick: number }
  | { kind: 'retype'; pick: number; type: TEngagedEntityType };

const type = fc.constantFrom(...ENGAGED_ENTITY_TYPES);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    group: fc.constantFrom(0 as const, 1 as const),
    types: fc.array(type, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constantFrom('archive' as const, 'restore' as const, 'delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('retype' as const), pick: fc.nat(), type }),
);

async function apply(o: Op) {
  const db = ctx.app.db;
  if (o.kind === 'insert') {
    const group = o.group === 0 ? t.company.id : other.company.id;
    // One statement for the whole batch, as an import writes them.
    await db
      .insert(engagedEntities)
      .values(o.types.map((ty) => ({ mainCompanyId: group, name: `Counted ${randomUUID()}`, type: ty })));
    return;
  }
  const ids = (
    await db
      .select({ id: engagedEntities.id })
      .from(engagedEntities)
      .where(inArray(engagedEntities.mainCompanyId, [t.company.id, other.company.id]))
      .orderBy(engagedEntities.id)
  ).map((r) => r.id);
  if (ids.length === 0) return;
  const id = ids[o.pick % ids.length]!;
  if (o.kind === 'delete') {
    // Entities the tenants' engagements use stay (foreign keys); the rest go.
    await db.execute(
      sql`delete from engaged_entities e where e.id = ${id} and not exists (select 1 from engagements g where g.engaged_entity_id = e.id) and not exists (select 1 from engaged_individuals i where i.engaged_entity_id = e.id)`,
    );
  } else if (o.kind === 'retype') {
    await db.update(engagedEntities).set({ type: o.type }).where(eq(engagedEntities.id, id));
  } else {
    await db
      .update(engagedEntities)
      .set({ status: o.kind === 'archive' ? 'archived' : 'active' })
      .where(eq(engagedEntities.id, id));
  }
}

const listTotal = async (user: UserRow, query: string) => {
  const res = await injectAs(ctx, user, { url: `/api/users/${user.id}/engaged-entities?rows=10&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total as number;
};

const freshCount = async (groups: string[] | 'all', types?: TEngagedEntityType[], statuses?: string[]) => {
  const [row] = await ctx.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(engagedEntities)
    .where(
      and(
        groups === 'all' ? undefined : inArray(engagedEntities.mainCompanyId, groups),
        types ? inArray(engagedEntities.type, types) : undefined,
        statuses ? inArray(engagedEntities.status, statuses as ('active' | 'archived')[]) : undefined,
      ),
    );
  return row!.n;
};

describe('engaged-entity list totals from the counters', () => {
  it('equal a fresh count after any writes, for every scope and filter', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const o of ops) await apply(o);
        const filters: [string, TEngagedEntityType[] | undefined, string[] | undefined][] = [
          ['', undefined, undefined],
          ['type=sole_trader', ['sole_trader'], undefined],
          ['status=archived', undefined, ['archived']],
          [
            'status=active&type=company&type=limited_liability_partnership',
            ['company', 'limited_liability_partnership'],
            ['active'],
          ],
        ];
        for (const [query, types, statuses] of filters) {
          expect(await listTotal(t.clientAdmin, query)).toBe(await freshCount([t.company.id], types, statuses));
          expect(await listTotal(providerAdmin, query)).toBe(await freshCount('all', types, statuses));
          expect(await listTotal(providerAdmin, `clientId=${other.subsidiary.id}&${query}`)).toBe(
            await freshCount([other.company.id], types, statuses),
          );
        }
        // A search still counts the matching entities themselves.
        expect(await listTotal(t.clientAdmin, 'globalFilter=Counted')).toBe(await searchCount(t.company.id));
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});

const searchCount = async (group: string) => {
  const [row] = await ctx.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(engagedEntities)
    .where(and(eq(engagedEntities.mainCompanyId, group), sql`${engagedEntities.name} ilike 'Counted %'`));
  return row!.n;
};
