import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildEngagedEntity, buildTenant, buildUser, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { loadActor } from '../../authz/actor.ts';
import { engagementScope } from '../../authz/scopes.ts';
import { companies, engagedEntities, engagedIndividuals, engagements } from '../../db/schema/index.ts';

/**
 * The engagement lists read a page's ids part by part from the live-engagement indexes and count the
 * scope's parts apart (engagement.repository.ts). Every page, in every sort and direction, for every
 * kind of scope, must equal the page of one plain query (the scope's OR, ORDER BY, OFFSET), and the
 * total its row count.
 */
const ctx = useTestApp();
let t: Tenant;
let other: Tenant;
type User = { id: string; email: string };
let providerAdmin: User;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const SORTS = {
  dateCreated: engagements.createdAt,
  contractDateStart: engagements.contractStart,
  contractDateEnd: engagements.contractEnd,
  engagedIndividualName: engagedIndividuals.name,
  engagedEntityName: engagedEntities.name,
  companyName: companies.name,
} as const;
const ROWS = 4;

/** The reference: the whole list in one query with the scope's OR, in the list's order. */
async function reference(user: User, sort: keyof typeof SORTS, dir: 'asc' | 'desc', where?: SQL) {
  const actor = (await loadActor(ctx.app.db, user.id))!;
  const column = SORTS[sort];
  const rows = await ctx.app.db
    .select({ id: engagements.id })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .where(and(engagementScope(actor), isNull(engagements.deletedAt), where))
    .orderBy(...(dir === 'asc' ? [asc(column), asc(engagements.id)] : [desc(column), desc(engagements.id)]));
  return rows.map((r) => r.id);
}

async function expectEveryPage(user: User, url: string, expected: string[], sortQuery: string) {
  const pages = Math.ceil(expected.length / ROWS) + 1; // and one past the end
  for (let page = 1; page <= pages; page++) {
    const res = await injectAs(ctx, user, {
      url: `${url}${url.includes('?') ? '&' : '?'}rows=${ROWS}&page=${page}${sortQuery}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { id: string }[]; total: number };
    expect({ page, ids: body.data.map((e) => e.id), total: body.total }).toEqual({
      page,
      ids: expected.slice((page - 1) * ROWS, page * ROWS),
      total: expected.length,
    });
  }
}

beforeAll(async () => {
  const db = ctx.app.db;
  t = await buildTenant(db);
  other = await buildTenant(db);
  providerAdmin = await buildUser(db, { role: 'provider_admin' });
  // 13 in the top company, 7 in the subsidiary (2 of them deleted below); the client admin holds the specialist seat on some
  // (a company part and a seat part overlap); two share a creation instant and two share a name.
  const made: string[] = [];
  for (let i = 0; i < 20; i++) {
    const { entity, individual } = await buildEngagedEntity(db, t.company.id);
    const inSubsidiary = i % 3 === 0;
    const { id } = await buildEngagement(db, t, {
      companyId: inSubsidiary ? t.subsidiary.id : t.company.id,
      ...(inSubsidiary ? { departmentId: null } : {}),
      engagedEntityId: entity.id,
      engagedIndividualId: individual.id,
      contractStart: day(i % 5),
      contractEnd: day(100 + (i % 4)),
      ...(i % 4 === 0 ? { specialistEmail: t.clientAdmin.email } : {}),
    });
    made.push(id);
  }
  const instant = new Date('2025-03-01T10:00:00Z');
  await db
    .update(engagements)
    .set({ createdAt: instant })
    .where(inArray(engagements.id, made.slice(2, 5)));
  const [a, b] = await db
    .select({ id: engagements.engagedIndividualId })
    .from(engagements)
    .where(inArray(engagements.id, made.slice(6, 8)));
  await db
    .update(engagedIndividuals)
    .set({ name: 'Same Name' })
    .where(inArray(engagedIndividuals.id, [a!.id, b!.id]));
  // the company admin (who manages the subsidiary) approves two of the top company's: their list
  // merges a company part and a seat part outside it
  await db
    .update(engagements)
    .set({ approverId: t.companyAdmin.id })
    .where(inArray(engagements.id, [made[1]!, made[5]!]));
  // deleted engagements are in no page and no count
  await db
    .update(engagements)
    .set({ deletedAt: new Date() })
    .where(inArray(engagements.id, [made[9]!, made[12]!]));
  // another group's engagements, where the tenant's client admin has no seat
  for (let i = 0; i < 3; i++) await buildEngagement(db, other);
});

const directions = ['asc', 'desc'] as const;

describe('engagement list pages equal the OFFSET pages of one query', () => {
  // ~70 requests each: a longer time limit on the shared CI machine
  it.each(['clientAdmin', 'companyAdmin', 'specialist', 'providerAdmin'] as const)(
    'GET /api/my-engagements as the %s, every sort and direction',
    async (who) => {
      const user = {
        clientAdmin: t.clientAdmin,
        companyAdmin: t.companyAdmin,
        specialist: t.specialist,
        providerAdmin,
      }[who];
      for (const sort of Object.keys(SORTS) as (keyof typeof SORTS)[]) {
        for (const dir of directions) {
          const expected = await reference(user, sort, dir);
          expect(expected.length, `${who} sees engagements`).toBeGreaterThan(0);
          await expectEveryPage(user, '/api/my-engagements', expected, `&sort=${sort}%7C${dir}`);
        }
      }
    },
    120_000,
  );

  it("GET /api/companies/:id/engagements of the subsidiary, and a specialist's own list", async () => {
    for (const dir of directions) {
      const sub = await reference(t.clientAdmin, 'companyName', dir, eq(engagements.companyId, t.subsidiary.id));
      expect(sub).toHaveLength(5);
      await expectEveryPage(
        t.clientAdmin,
        `/api/companies/${t.subsidiary.id}/engagements`,
        sub,
        `&sort=companyName%7C${dir}`,
      );
      const seats = await reference(t.clientAdmin, 'dateCreated', dir, eq(engagements.answererId, t.clientAdmin.id));
      await expectEveryPage(
        t.clientAdmin,
        `/api/users/${t.clientAdmin.id}/engagements?role=specialist`,
        seats,
        `&sort=dateCreated%7C${dir}`,
      );
    }
  });

  it("GET /api/users/:id/engagements: a person's seats, both or one, read seat by seat within the viewer's reach", async () => {
    const db = ctx.app.db;
    // The subsidiary's specialist holds seats in both companies (one engagement with both seats):
    // the company admin (who manages the subsidiary only) sees fewer of them than the client admin.
    const person = t.subSpecialist;
    const live = (companyId: string) =>
      db
        .select({ id: engagements.id })
        .from(engagements)
        .where(and(eq(engagements.companyId, companyId), isNull(engagements.deletedAt)))
        .orderBy(asc(engagements.createdAt), asc(engagements.id))
        .limit(3);
    const [top, sub] = [(await live(t.company.id)).map((r) => r.id), (await live(t.subsidiary.id)).map((r) => r.id)];
    await db
      .update(engagements)
      .set({ answererId: person.id })
      .where(inArray(engagements.id, [top[0]!, top[1]!, sub[0]!, sub[1]!]));
    await db
      .update(engagements)
      .set({ approverId: person.id })
      .where(inArray(engagements.id, [top[1]!, top[2]!, sub[2]!]));
    const seats = {
      '': or(eq(engagements.answererId, person.id), eq(engagements.approverId, person.id))!,
      'role=specialist': eq(engagements.answererId, person.id),
      'role=approver': eq(engagements.approverId, person.id),
    };
    const seen: Record<string, number> = {};
    for (const [name, viewer] of Object.entries({
      clientAdmin: t.clientAdmin,
      companyAdmin: t.companyAdmin,
      providerAdmin,
    })) {
      for (const [query, where] of Object.entries(seats)) {
        for (const dir of directions) {
          const expected = await reference(viewer, 'dateCreated', dir, where);
          if (query === '') seen[name] = expected.length;
          await expectEveryPage(
            viewer,
            `/api/users/${person.id}/engagements?${query}`,
            expected,
            `&sort=dateCreated%7C${dir}`,
          );
        }
      }
    }
    expect(seen).toEqual({ clientAdmin: 6, companyAdmin: 3, providerAdmin: 6 });
  });

  it('a search counts its matches on every page, past the last one too', async () => {
    const [row] = await ctx.app.db
      .select({ name: engagedIndividuals.name })
      .from(engagedIndividuals)
      .where(eq(engagedIndividuals.name, 'Same Name'));
    expect(row).toBeDefined();
    const term = or(
      ilike(engagedIndividuals.name, '%Same%'),
      ilike(engagedEntities.name, '%Same%'),
      ilike(engagements.serviceProvided, '%Same%'),
      ilike(companies.name, '%Same%'),
    );
    for (const user of [t.clientAdmin, providerAdmin]) {
      const expected = await reference(user, 'engagedIndividualName', 'asc', term);
      expect(expected).toHaveLength(2);
      await expectEveryPage(
        user,
        '/api/my-engagements?globalFilter=Same',
        expected,
        '&sort=engagedIndividualName%7Casc',
      );
    }
  });

  it("a search reads a group's managed companies by the group's key and the seats outside them, nothing else", async () => {
    const db = ctx.app.db;
    // Every engagement of both groups matches: what each person finds is their scope alone. The
    // company admin manages the subsidiary and approves some of the top company's (the seats arm).
    await db.update(engagements).set({ serviceProvided: 'Keyed search work' });
    const term = ilike(engagements.serviceProvided, '%Keyed search%');
    for (const user of [t.clientAdmin, t.companyAdmin, t.specialist, providerAdmin]) {
      const expected = await reference(user, 'dateCreated', 'desc', term);
      await expectEveryPage(
        user,
        '/api/my-engagements?globalFilter=Keyed%20search',
        expected,
        '&sort=dateCreated%7Cdesc',
      );
    }
    const found = await reference(t.companyAdmin, 'dateCreated', 'desc', term);
    const byCompany = await db
      .select({ id: engagements.id, companyId: engagements.companyId })
      .from(engagements)
      .where(inArray(engagements.id, found));
    expect(new Set(byCompany.map((e) => e.companyId))).toEqual(new Set([t.subsidiary.id, t.company.id]));
    // The key is the group's top company, for a subsidiary's engagements too.
    const keys = await db
      .select({ companyId: engagements.companyId, root: engagements.rootCompanyId })
      .from(engagements)
      .where(inArray(engagements.companyId, [t.company.id, t.subsidiary.id, other.company.id]));
    expect(keys.length).toBeGreaterThan(0);
    for (const e of keys) expect(e.root).toBe(e.companyId === other.company.id ? other.company.id : t.company.id);
  });

  it('sorts by the company’s current name after a rename', async () => {
    const before = await reference(t.clientAdmin, 'companyName', 'asc');
    await ctx.app.db
      .update(companies)
      .set({ name: `AAA ${t.subsidiary.name}` })
      .where(eq(companies.id, t.subsidiary.id));
    await ctx.app.db
      .update(companies)
      .set({ name: `ZZZ ${t.company.name}` })
      .where(eq(companies.id, t.company.id));
    const after = await reference(t.clientAdmin, 'companyName', 'asc');
    expect(after).not.toEqual(before);
    const res = await injectAs(ctx, t.clientAdmin, { url: '/api/my-engagements?rows=5&page=1&sort=companyName%7Casc' });
    const body = res.json() as { data: { id: string; company: { id: string; name: string } }[] };
    expect(body.data.map((e) => e.id)).toEqual(after.slice(0, 5));
    expect(new Set(body.data.map((e) => e.company.name))).toEqual(new Set([`AAA ${t.subsidiary.name}`]));
    await expectEveryPage(t.clientAdmin, '/api/my-engagements', after, '&sort=companyName%7Casc');
    // A move to the other company takes its name with it (the copied sort key follows the company).
    const moved = after[0]!;
    await ctx.app.db.update(engagements).set({ companyId: t.company.id }).where(eq(engagements.id, moved));
    const afterMove = await reference(t.clientAdmin, 'companyName', 'desc');
    // The subsidiary (AAA …, last when descending) keeps its 4 others; the moved one sorts with ZZZ ….
    expect(afterMove.slice(-4)).not.toContain(moved);
    expect(afterMove).toContain(moved);
    await expectEveryPage(t.clientAdmin, '/api/my-engagements', afterMove, '&sort=companyName%7Cdesc');
    await expectEveryPage(
      providerAdmin,
      '/api/my-engagements',
      await reference(providerAdmin, 'companyName', 'asc'),
      '&sort=companyName%7Casc',
    );
  });

  it("sorts by the individual's and entity's current names after renames and a change of individual", async () => {
    const db = ctx.app.db;
    const [first, second] = await db
      .select({
        id: engagements.id,
        individualId: engagements.engagedIndividualId,
        entityId: engagements.engagedEntityId,
      })
      .from(engagements)
      .where(and(eq(engagements.companyId, t.company.id), isNull(engagements.deletedAt)))
      .orderBy(asc(engagements.id))
      .limit(2);
    await db
      .update(engagedIndividuals)
      .set({ name: 'Aaron Renamed' })
      .where(eq(engagedIndividuals.id, second!.individualId));
    await db.update(engagedEntities).set({ name: 'Zz Renamed Ltd' }).where(eq(engagedEntities.id, first!.entityId));
    // the first engagement now has the second's individual (an engagement's individual changes)
    await db
      .update(engagements)
      .set({ engagedIndividualId: second!.individualId, engagedEntityId: second!.entityId })
      .where(eq(engagements.id, first!.id));
    for (const sort of ['engagedIndividualName', 'engagedEntityName'] as const) {
      for (const dir of directions) {
        for (const user of [t.clientAdmin, providerAdmin]) {
          await expectEveryPage(
            user,
            '/api/my-engagements',
            await reference(user, sort, dir),
            `&sort=${sort}%7C${dir}`,
          );
        }
      }
    }
    const res = await injectAs(ctx, t.clientAdmin, {
      url: '/api/my-engagements?rows=2&sort=engagedIndividualName%7Casc',
    });
    expect(res.json().data.map((e: { engagedIndividualName: string }) => e.engagedIndividualName)).toEqual([
      'Aaron Renamed',
      'Aaron Renamed',
    ]);
    // The search reads the same copied names: the new ones find their engagements, the old ones none.
    const search = async (term: string) =>
      (
        (await injectAs(ctx, t.clientAdmin, { url: `/api/my-engagements?rows=50&globalFilter=${term}` })).json() as {
          data: { id: string }[];
        }
      ).data
        .map((e) => e.id)
        .sort();
    const withAaron = await db
      .select({ id: engagements.id })
      .from(engagements)
      .where(and(eq(engagements.engagedIndividualId, second!.individualId), isNull(engagements.deletedAt)));
    expect(await search('aaron%20renamed')).toEqual(withAaron.map((e) => e.id).sort());
    expect(withAaron.map((e) => e.id)).toContain(first!.id);
    const withZz = await db
      .select({ id: engagements.id })
      .from(engagements)
      .where(and(eq(engagements.engagedEntityId, first!.entityId), isNull(engagements.deletedAt)));
    expect(await search('zz%20renamed')).toEqual(withZz.map((e) => e.id).sort());
    expect(await search('zz%20renamed')).not.toContain(first!.id);
  }, 120_000);

  it("a subsidiary given another parent takes its engagements' search key with it", async () => {
    const db = ctx.app.db;
    const moved = await buildEngagement(db, other, { companyId: other.subsidiary.id, departmentId: null });
    const keyOf = async () =>
      (await db.select({ root: engagements.rootCompanyId }).from(engagements).where(eq(engagements.id, moved.id)))[0]!
        .root;
    expect(await keyOf()).toBe(other.company.id);
    await db.update(companies).set({ parentId: t.company.id }).where(eq(companies.id, other.subsidiary.id));
    expect(await keyOf()).toBe(t.company.id);
    await db.update(companies).set({ parentId: other.company.id }).where(eq(companies.id, other.subsidiary.id));
    expect(await keyOf()).toBe(other.company.id);
  });
});
