import { randomUUID } from 'node:crypto';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { engagedEntities, engagedIndividuals } from '../../db/schema/index.ts';

/**
 * The engaged-entity search keeps the individuals of the list's groups through the individual's own
 * copy of its entity's group (`engaged_individuals.main_company_id`, kept by triggers, migration
 * 0040). After any writes — individuals inserted in batches with or without their group, moved to
 * an entity of another group, their copy overwritten, an entity moved to another group — every copy equals
 * its entity's group, and each group's search (total, page 1 and a page past the end) equals a fresh
 * search through the entities.
 */
const ctx = useTestApp();
let t: Tenant;
let other: Tenant;
let providerAdmin: UserRow;
const groups = () => [t.company.id, other.company.id];

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  other = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
}, 120_000);

type Op =
  | { kind: 'entity'; group: 0 | 1; findable: boolean }
  | { kind: 'individuals'; pick: number; count: number; withGroup: boolean }
  | { kind: 'wrongCopy'; pick: number }
  | { kind: 'moveIndividual'; pick: number; to: number }
  | { kind: 'moveEntity'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('entity' as const),
    group: fc.constantFrom(0 as const, 1 as const),
    findable: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('individuals' as const),
    pick: fc.nat(),
    count: fc.integer({ min: 1, max: 3 }),
    withGroup: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('wrongCopy' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('moveIndividual' as const), pick: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constant('moveEntity' as const), pick: fc.nat() }),
);

const entityIds = async () =>
  (
    await ctx.app.db
      .select({ id: engagedEntities.id })
      .from(engagedEntities)
      .where(inArray(engagedEntities.mainCompanyId, groups()))
      .orderBy(engagedEntities.id)
  ).map((r) => r.id);
const individualIds = async () =>
  (
    await ctx.app.db
      .select({ id: engagedIndividuals.id })
      .from(engagedIndividuals)
      .innerJoin(engagedEntities, eq(engagedEntities.id, engagedIndividuals.engagedEntityId))
      .where(and(inArray(engagedEntities.mainCompanyId, groups()), ilike(engagedIndividuals.name, 'Findable %')))
      .orderBy(engagedIndividuals.id)
  ).map((r) => r.id);

async function apply(o: Op) {
  const db = ctx.app.db;
  if (o.kind === 'entity') {
    await db.insert(engagedEntities).values({
      mainCompanyId: groups()[o.group]!,
      name: `${o.findable ? 'Findable' : 'Holder'} ${randomUUID()}`,
      type: 'company',
    });
    return;
  }
  const entities = await entityIds();
  if (o.kind === 'individuals') {
    const entity = entities[o.pick % entities.length]!;
    // One statement for the batch, as an import writes them: with the group, as the application
    // writes them, or without it, as a seed or raw SQL may.
    const [row] = await db.select().from(engagedEntities).where(eq(engagedEntities.id, entity));
    const group = o.withGroup ? { mainCompanyId: row!.mainCompanyId } : {};
    await db.insert(engagedIndividuals).values(
      Array.from({ length: o.count }, () => ({
        engagedEntityId: entity,
        name: `Findable ${randomUUID()}`,
        ...group,
      })),
    );
  } else if (o.kind === 'wrongCopy') {
    const people = await individualIds();
    if (people.length === 0) return;
    await db
      .update(engagedIndividuals)
      .set({ mainCompanyId: t.subsidiary.id })
      .where(eq(engagedIndividuals.id, people[o.pick % people.length]!));
  } else if (o.kind === 'moveIndividual') {
    const people = await individualIds();
    if (people.length === 0) return;
    await db
      .update(engagedIndividuals)
      .set({ engagedEntityId: entities[o.to % entities.length]! })
      .where(eq(engagedIndividuals.id, people[o.pick % people.length]!));
  } else {
    const id = entities[o.pick % entities.length]!;
    const [row] = await db.select().from(engagedEntities).where(eq(engagedEntities.id, id));
    const to = row!.mainCompanyId === t.company.id ? other.company.id : t.company.id;
    await db.update(engagedEntities).set({ mainCompanyId: to }).where(eq(engagedEntities.id, id));
  }
}

/** The search done afresh: entities of the group whose name matches or that hold a matching individual. */
const freshSearch = async (group: string) => {
  const rows = await ctx.app.db
    .selectDistinct({ id: engagedEntities.id, name: engagedEntities.name })
    .from(engagedEntities)
    .leftJoin(engagedIndividuals, eq(engagedIndividuals.engagedEntityId, engagedEntities.id))
    .where(
      and(
        eq(engagedEntities.mainCompanyId, group),
        or(ilike(engagedEntities.name, '%Findable%'), ilike(engagedIndividuals.name, '%Findable%')),
      ),
    )
    .orderBy(engagedEntities.name, engagedEntities.id);
  return rows.map((r) => r.id);
};

const search = async (user: UserRow, query: string) => {
  const res = await injectAs(ctx, user, {
    url: `/api/users/${user.id}/engaged-entities?globalFilter=Findable&sort=name|asc&${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { total: number; data: { id: string }[] };
  return { total: body.total, ids: body.data.map((e) => e.id) };
};

describe("engaged individuals' copy of their group", () => {
  it('follows the entity through any writes, and each group finds exactly its matches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(op, { minLength: 1, maxLength: 8 })
          .map((ops) => [{ kind: 'entity', group: 0, findable: false } as Op, ...ops]),
        async (ops) => {
          for (const o of ops) await apply(o);
          const [disagreeing] = await ctx.app.db
            .select({ n: sql<number>`count(*)::int` })
            .from(engagedIndividuals)
            .innerJoin(engagedEntities, eq(engagedEntities.id, engagedIndividuals.engagedEntityId))
            .where(sql`${engagedIndividuals.mainCompanyId} is distinct from ${engagedEntities.mainCompanyId}`);
          expect(disagreeing!.n).toBe(0);
          for (const [tenant, group] of [
            [t, t.company.id],
            [other, other.company.id],
          ] as const) {
            const expected = await freshSearch(group);
            const first = await search(tenant.clientAdmin, 'rows=3&page=1');
            expect(first).toEqual({ total: expected.length, ids: expected.slice(0, 3) });
            // The provider admin asking for one client sees the same; a page past the end still counts.
            const past = await search(
              providerAdmin,
              `clientId=${group}&rows=3&page=${Math.ceil(expected.length / 3) + 1}`,
            );
            expect(past).toEqual({ total: expected.length, ids: [] });
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});
