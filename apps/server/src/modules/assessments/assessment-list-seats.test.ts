import { and, eq, inArray, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { loadActor } from '../../authz/actor.ts';
import { assessmentSeatGaps, assessments, engagements } from '../../db/schema/index.ts';

/**
 * A person's assessment list is the assessment's own seats plus `assessment_seat_gaps` (trigger-kept).
 * These tests pin that it equals the old definition — the engagement's seats OR the assessment's
 * seats — after every way seats move, and that the own seats alone would not be enough.
 */
const ctx = useTestApp();
let t: Tenant;
let specialist2: UserRow;
let approver2: UserRow;
let people: UserRow[];
const engagementIds: string[] = [];

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  specialist2 = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
  approver2 = await buildUser(ctx.app.db, { role: 'approver', companyId: t.company.id });
  // The client admin manages both companies, the company admin the subsidiary only: their lists add
  // the managed companies' assessments (assessments.company_id, kept by triggers) to their seats.
  people = [t.specialist, t.approver, specialist2, approver2, t.clientAdmin, t.companyAdmin];
  for (let i = 0; i < 4; i++) engagementIds.push((await buildEngagement(ctx.app.db, t)).id);
  // One in the subsidiary with the company admin (who manages it) in the specialist seat: their list
  // holds it once, through the company and the seat.
  await ctx.app.db
    .update(engagements)
    .set({ companyId: t.subsidiary.id, answererId: t.companyAdmin.id })
    .where(eq(engagements.id, engagementIds[3]!));
  await ctx.app.db
    .update(assessments)
    .set({ answererId: t.companyAdmin.id })
    .where(eq(assessments.engagementId, engagementIds[3]!));
  // One in the top company (which the company admin does not manage) where they hold both seats of
  // the assessment: counted once.
  await ctx.app.db
    .update(assessments)
    .set({ answererId: t.companyAdmin.id, approverId: t.companyAdmin.id })
    .where(eq(assessments.engagementId, engagementIds[2]!));
});

/**
 * The old definition, straight from the tables: any seat on the assessment or on its engagement, or
 * the engagement's company managed by the person.
 */
async function oldList(userId: string) {
  const actor = (await loadActor(ctx.app.db, userId))!;
  const managed = actor.managedCompanyIds === 'all' ? [] : actor.managedCompanyIds;
  const rows = await ctx.app.db
    .select({ id: assessments.id })
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .where(
      and(
        sql`${engagements.deletedAt} is null`,
        inArray(engagements.id, engagementIds),
        or(
          eq(engagements.answererId, userId),
          eq(engagements.approverId, userId),
          eq(assessments.answererId, userId),
          eq(assessments.approverId, userId),
          managed.length ? inArray(engagements.companyId, managed) : undefined,
        ),
      ),
    );
  return rows.map((r) => r.id).sort();
}

async function newList(user: UserRow, query = '', viewer: UserRow = user) {
  const res = await injectAs(ctx, viewer, { url: `/api/users/${user.id}/assessments?rows=100${query}` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: { id: string }[]; total: number };
  expect(body.total).toBe(body.data.length);
  return body.data.map((d) => d.id).sort();
}

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
/** Due since 1900: the same rows as no filter, but one the counters do not hold (counted by index). */
const everyDueDate = 'dateDueFrom=1900-01-01';

/** Ends the engagement's current assessment (approved) and opens the next one, as a reassessment would. */
async function approveAndReopen(engagementId: string) {
  const [e] = await ctx.app.db.select().from(engagements).where(eq(engagements.id, engagementId));
  await ctx.app.db
    .update(assessments)
    .set({ status: 'approved' })
    .where(and(eq(assessments.engagementId, engagementId), sql`${assessments.status} <> 'approved'`));
  await ctx.app.db.insert(assessments).values({
    engagementId,
    type: 'reassessment',
    dueDate: '2030-01-01',
    answererId: e!.answererId,
    approverId: e!.approverId,
  });
}

describe('a person assessment list after seats move', () => {
  it('keeps the engagement seat holder on earlier assessments: the own seats alone would not do', async () => {
    const [first] = engagementIds;
    await approveAndReopen(first!);
    const swap = await injectAs(ctx, t.clientAdmin, {
      method: 'PUT',
      url: `/api/users/${t.specialist.id}/engagements?role=specialist`,
      payload: { emailToSwap: specialist2.email },
    });
    expect(swap.statusCode).toBe(200);
    // The approved assessment keeps the old specialist; the engagement (and the open one) moved.
    const approved = await ctx.app.db
      .select()
      .from(assessments)
      .where(and(eq(assessments.engagementId, first!), eq(assessments.status, 'approved')));
    expect(approved[0]!.answererId).toBe(t.specialist.id);
    const gaps = await ctx.app.db
      .select()
      .from(assessmentSeatGaps)
      .where(eq(assessmentSeatGaps.userId, specialist2.id));
    expect(gaps.map((g) => g.assessmentId)).toContain(approved[0]!.id);
    for (const p of people) expect(await newList(p)).toEqual(await oldList(p.id));
    expect(await newList(specialist2)).toContain(approved[0]!.id);
  });

  it('moves the gaps with the answerer and approver changes of one assessment', async () => {
    const [, second] = engagementIds;
    await approveAndReopen(second!);
    const [open] = await ctx.app.db
      .select()
      .from(assessments)
      .where(and(eq(assessments.engagementId, second!), sql`${assessments.status} <> 'approved'`));
    const res = await injectAs(ctx, t.clientAdmin, {
      method: 'PUT',
      url: `/api/assessments/${open!.id}/approver`,
      payload: { newApproverEmail: approver2.email },
    });
    expect(res.statusCode).toBe(200);
    for (const p of people) expect(await newList(p)).toEqual(await oldList(p.id));
  });

  it('equals the old definition after any sequence of seat writes (property)', async () => {
    const write = fc.record({
      target: fc.constantFrom(
        'engagement' as const,
        'assessment' as const,
        'delete' as const,
        'approve' as const,
        'move' as const,
      ),
      seat: fc.constantFrom('answererId' as const, 'approverId' as const),
      pick: fc.nat(),
      person: fc.nat(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        for (const w of writes) {
          const engagementId = engagementIds[w.pick % engagementIds.length]!;
          const seatHolders =
            w.seat === 'answererId'
              ? [t.specialist, specialist2, t.companyAdmin]
              : [t.approver, approver2, t.companyAdmin];
          const person = seatHolders[w.person % 3]!.id;
          if (w.target === 'engagement') {
            await ctx.app.db
              .update(engagements)
              .set({ [w.seat]: person })
              .where(eq(engagements.id, engagementId));
          } else if (w.target === 'assessment') {
            const list = await ctx.app.db
              .select({ id: assessments.id })
              .from(assessments)
              .where(eq(assessments.engagementId, engagementId))
              .orderBy(assessments.createdAt, assessments.id);
            const a = list[w.person % list.length]!;
            await ctx.app.db
              .update(assessments)
              .set({ [w.seat]: person })
              .where(eq(assessments.id, a.id));
          } else if (w.target === 'delete') {
            // Deleted engagements leave the list (and come back here, to keep the pool alive).
            await ctx.app.db
              .update(engagements)
              .set({ deletedAt: sql`case when ${engagements.deletedAt} is null then now() else null end` })
              .where(eq(engagements.id, engagementId));
          } else if (w.target === 'move') {
            // The engagement moves between the top company and the subsidiary (its assessments follow).
            await ctx.app.db
              .update(engagements)
              .set({
                companyId: sql`case when ${engagements.companyId} = ${t.company.id}::uuid then ${t.subsidiary.id}::uuid else ${t.company.id}::uuid end`,
              })
              .where(eq(engagements.id, engagementId));
          } else {
            await approveAndReopen(engagementId);
          }
        }
        for (const p of people) {
          expect(await newList(p)).toEqual(await oldList(p.id));
          // The client admin, who reaches the whole group, sees the person's list as the person does.
          expect(await newList(p, '', t.clientAdmin)).toEqual(await oldList(p.id));
          // A search every engagement matches (each entity is "Contractor … Ltd") finds the same:
          // its narrowing to the companies the person reaches (seats, gaps, managed) loses none.
          expect(await newList(p, '&globalFilter=contractor')).toEqual(await oldList(p.id));
          // A status filter, a type, both: counted from the per-status-and-type counters alone, and
          // by index (seats − both + gaps) when another filter (every due date: the same rows) comes with it.
          const old = await oldList(p.id);
          const filters = [
            { statuses: ['approved'] },
            { statuses: ['created'] },
            { types: ['reassessment'] },
            { statuses: ['approved'], types: ['assessment'] },
          ] as const;
          for (const filter of filters) {
            const statuses = 'statuses' in filter ? filter.statuses : undefined;
            const types = 'types' in filter ? filter.types : undefined;
            const expected = await ctx.app.db
              .select({ id: assessments.id })
              .from(assessments)
              .where(
                and(
                  statuses ? inArray(assessments.status, [...statuses]) : undefined,
                  types ? inArray(assessments.type, [...types]) : undefined,
                  inArray(assessments.id, old.length ? old : [p.id]),
                ),
              );
            const ids = expected.map((s) => s.id).sort();
            const query = [...(statuses ?? []).map((v) => `statuses=${v}`), ...(types ?? []).map((v) => `types=${v}`)];
            expect(await newList(p, `&${query.join('&')}`)).toEqual(ids);
            expect(await newList(p, `&${query.join('&')}&${everyDueDate}`)).toEqual(ids);
          }
        }
      }),
      { numRuns: 10 },
    );
    // every assessment carries its engagement's company, and is listed while the engagement is not deleted
    const drift = await ctx.app.db
      .select({ id: assessments.id })
      .from(assessments)
      .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
      .where(
        sql`${assessments.companyId} is distinct from ${engagements.companyId} or ${assessments.listed} <> (${engagements.deletedAt} is null)`,
      );
    expect(drift).toEqual([]);
    // the trigger-kept counters equal a fresh count of the listed assessments
    const kept = await ctx.app.db.execute(
      sql`select user_id, company_id, status, type, answerer_count as a, approver_only_count as p from user_assessment_counters
          where answerer_count <> 0 or approver_only_count <> 0 order by 1, 2, 3, 4`,
    );
    const fresh = await ctx.app.db.execute(
      sql`select user_id, company_id, status, type, sum(a)::int as a, sum(p)::int as p from (
            select answerer_id as user_id, company_id, status, type, 1 as a, 0 as p from assessments where listed
            union all select approver_id, company_id, status, type, 0, 1 from assessments where listed and approver_id <> answerer_id
          ) d group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    );
    expect(rowsOf(kept)).toEqual(rowsOf(fresh));
    const companiesKept = await ctx.app.db.execute(
      sql`select company_id, status, type, listed_count as n from assessment_status_counters where listed_count <> 0 order by 1, 2, 3`,
    );
    const companiesFresh = await ctx.app.db.execute(
      sql`select company_id, status, type, count(*)::int as n from assessments where listed group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(rowsOf(companiesKept)).toEqual(rowsOf(companiesFresh));
  });
});
