import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateFeature } from '../../../test/factories/appeals.ts';
import { engagementInput } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { type Actor, loadActor } from '../../authz/actor.ts';
import { companyCounters, engagements } from '../../db/schema/index.ts';
import { archiveEngagement, restoreEngagement } from '../engagements/archive-engagement.ts';
import { createEngagement } from '../engagements/create-engagement.ts';
import { deleteEngagement } from '../engagements/delete-engagement.ts';
import { transformEngagement } from '../engagements/transform-engagement.ts';

const ctx = useTestApp();
let t: Tenant;
let admin: Actor;
let providerAdmin: UserRow;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  await activateFeature(ctx.app.db, t.company.id, 'test');
  admin = (await loadActor(ctx.app.db, t.clientAdmin.id))!;
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
});

/** The counts as the list counted them before the counters: normal, not deleted; active among them. */
async function freshCounts() {
  const db = ctx.app.db;
  const ids = [t.company.id, t.subsidiary.id];
  const fresh = await db
    .select({
      companyId: engagements.companyId,
      engagementCount: sql<number>`count(*) filter (where ${engagements.type} = 'normal' and ${engagements.deletedAt} is null)::int`,
      activeEngagementCount: sql<number>`count(*) filter (where ${engagements.type} = 'normal' and ${engagements.deletedAt} is null and ${engagements.status} = 'active')::int`,
    })
    .from(engagements)
    .where(inArray(engagements.companyId, ids))
    .groupBy(engagements.companyId);
  const kept = await db.select().from(companyCounters).where(inArray(companyCounters.companyId, ids));
  const shape = (rows: { companyId: string; engagementCount: number; activeEngagementCount: number }[]) =>
    Object.fromEntries(
      ids.map((id) => {
        const r = rows.find((x) => x.companyId === id);
        return [id, [r?.engagementCount ?? 0, r?.activeEngagementCount ?? 0]];
      }),
    );
  return { fresh: shape(fresh), kept: shape(kept) };
}

type Command =
  | { kind: 'create'; type: 'normal' | 'test' }
  | { kind: 'archive' | 'restore' | 'delete' | 'transform' | 'move' | 'hardDelete'; pick: number }
  | { kind: 'bulkStatus'; status: 'active' | 'ended' | 'preliminary' };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), type: fc.constantFrom('normal' as const, 'test' as const) }),
  fc.record({
    kind: fc.constantFrom(
      'archive' as const,
      'restore' as const,
      'delete' as const,
      'transform' as const,
      'move' as const,
      'hardDelete' as const,
    ),
    pick: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('bulkStatus' as const),
    status: fc.constantFrom('active' as const, 'ended' as const, 'preliminary' as const),
  }),
);

/** Runs one write as the app does it; a refusal (409, 400) rolls back and must leave the counters right too. */
async function run(c: Command) {
  const db = ctx.app.db;
  if (c.kind === 'create') {
    await createEngagement(db, admin, engagementInput(t, { type: c.type }));
    return;
  }
  if (c.kind === 'bulkStatus') {
    // One statement over many rows of both companies (as the daily lifecycle job writes).
    await db
      .update(engagements)
      .set({ status: c.status })
      .where(
        and(inArray(engagements.companyId, [t.company.id, t.subsidiary.id]), sql`${engagements.deletedAt} is null`),
      );
    return;
  }
  const all = await db
    .select({ id: engagements.id, companyId: engagements.companyId })
    .from(engagements)
    .where(inArray(engagements.companyId, [t.company.id, t.subsidiary.id]))
    .orderBy(engagements.createdAt, engagements.id);
  if (all.length === 0) return;
  const e = all[c.pick % all.length]!;
  const input = engagementInput(t);
  const writes = {
    archive: () => archiveEngagement(db, admin, e.id, { comment: 'Property test' }),
    restore: () => restoreEngagement(db, admin, e.id, { createNewAssessment: false }),
    delete: () => deleteEngagement(db, admin, e.id),
    transform: () =>
      transformEngagement(db, admin, e.id, {
        engagedEntityId: input.engagedEntityId,
        engagedIndividualId: input.engagedIndividualId,
        contractStart: day(20),
        contractEnd: day(300),
        contractValue: 1000,
      }),
    // No route moves an engagement between companies today; the trigger must still follow one.
    move: () =>
      db
        .update(engagements)
        .set({ companyId: e.companyId === t.company.id ? t.subsidiary.id : t.company.id })
        .where(eq(engagements.id, e.id)),
    hardDelete: () => db.delete(engagements).where(eq(engagements.id, e.id)),
  };
  await writes[c.kind]().catch(() => undefined);
}

describe('company_counters', () => {
  it('stay equal to a fresh count after any sequence of engagement writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        for (const c of commands) {
          await run(c);
          const { fresh, kept } = await freshCounts();
          expect(kept).toEqual(fresh);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('are what the company list shows and sorts by', async () => {
    const { fresh } = await freshCounts();
    const res = await injectAs(ctx, providerAdmin, {
      url: `/api/companies?rows=500&globalFilter=${encodeURIComponent(t.company.name)}&sort=engagementCount%7Cdesc`,
    });
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as { data: { id: string; engagementCount: number; activeEngagementCount: number }[] })
      .data;
    for (const id of [t.company.id, t.subsidiary.id]) {
      const row = rows.find((r) => r.id === id)!;
      expect([row.engagementCount, row.activeEngagementCount]).toEqual(fresh[id]);
    }
    const counts = rows.map((r) => r.engagementCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
