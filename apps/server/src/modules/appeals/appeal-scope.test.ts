import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal, buildAppealManagers } from '../../../test/factories/appeals.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { loadActor } from '../../authz/actor.ts';
import { rowsOf } from '../../db/rows.ts';
import { appeals, assessments, companies } from '../../db/schema/index.ts';
import { appealScope, findAppeal } from './appeal.repository.ts';

const ctx = useTestApp();

let t: Tenant;
let other: Tenant;
const readers: [string, UserRow][] = [];
const appealIds: string[] = [];

beforeAll(async () => {
  const db = ctx.app.db;
  [t, other] = await Promise.all([buildTenant(db), buildTenant(db)]);
  const { lead, manager } = await buildAppealManagers(db, t);
  const otherManagers = await buildAppealManagers(db, other);
  const providerUser = await buildUser(db, { role: 'provider_user' });
  await db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, t.company.id));
  const ownAppeal = await buildAppeal(db, ctx.app.storage, t, { status: 'am_processing', appealManagerId: manager.id });
  const unassigned = await buildAppeal(db, ctx.app.storage, t, { status: 'started' });
  // An appeal of the subsidiary, and one whose assessment another specialist answered.
  const subsidiary = await buildAppeal(db, ctx.app.storage, t, { status: 'closed' });
  await db.update(appeals).set({ companyId: t.subsidiary.id }).where(eq(appeals.id, subsidiary.appeal.id));
  const otherSpecialist = await buildUser(db, { role: 'specialist', companyId: t.company.id });
  await db
    .update(assessments)
    .set({ answererId: otherSpecialist.id })
    .where(eq(assessments.id, unassigned.appeal.assessmentId));
  const foreign = await buildAppeal(db, ctx.app.storage, other, { status: 'started' });
  appealIds.push(ownAppeal.appeal.id, unassigned.appeal.id, subsidiary.appeal.id, foreign.appeal.id);
  readers.push(
    ['provider admin', await buildUser(db, { role: 'provider_admin' })],
    ['provider user managing the client', providerUser],
    ['client admin', t.clientAdmin],
    ['subsidiary admin', t.companyAdmin],
    ['specialist', t.specialist],
    ['another specialist', otherSpecialist],
    ['approver', t.approver],
    ['client user', t.clientUser],
    ['lead appeal manager', lead],
    ['assigned appeal manager', manager],
    ['another group’s lead', otherManagers.lead],
    ['another group’s admin', other.clientAdmin],
  );
}, 300_000);

describe('an appeal read by id is in reach exactly when appealScope holds', () => {
  it('for every kind of reader and appeal (own, unassigned, a subsidiary’s, another group’s)', async () => {
    let found = 0;
    for (const [who, user] of readers) {
      const actor = (await loadActor(ctx.app.db, user.id))!;
      for (const id of appealIds) {
        const [row] = rowsOf<{ n: number }>(
          await ctx.app.db.execute(
            sql`select count(*)::int as n from ${appeals} where ${and(eq(appeals.id, id), appealScope(actor))}`,
          ),
        );
        const byRow = (await findAppeal(ctx.app.db, actor, id)) !== null;
        expect(byRow, `${who}, appeal ${appealIds.indexOf(id)}`).toBe(row!.n === 1);
        // The locking read is the scoped statement itself.
        const locked = await ctx.app.db.transaction(
          async (tx) => (await findAppeal(tx, actor, id, { lock: true })) !== null,
        );
        expect(locked, `${who}, appeal ${appealIds.indexOf(id)}, locked`).toBe(byRow);
        if (byRow) found++;
      }
    }
    // Neither all nor none: the readers tell the appeals apart.
    expect(found).toBeGreaterThan(readers.length);
    expect(found).toBeLessThan(readers.length * appealIds.length);
  });
});

describe('an appeal copies its assessment’s seats (migration 0049)', () => {
  it('when written and when a seat moves: the new holders see it, the earlier ones no longer', async () => {
    const db = ctx.app.db;
    const { appeal } = await buildAppeal(db, ctx.app.storage, t, { status: 'started' });
    const seats = async () =>
      (
        await db
          .select({ answererId: appeals.answererId, approverId: appeals.approverId })
          .from(appeals)
          .where(eq(appeals.id, appeal.id))
      )[0];
    const [assessment] = await db.select().from(assessments).where(eq(assessments.id, appeal.assessmentId));
    expect(await seats()).toEqual({ answererId: assessment!.answererId, approverId: assessment!.approverId });
    const sees = async (user: UserRow) => (await findAppeal(db, (await loadActor(db, user.id))!, appeal.id)) !== null;
    expect(assessment!.answererId).toBe(t.specialist.id);
    expect(await sees(t.specialist)).toBe(true);
    const specialist = await buildUser(db, { role: 'specialist', companyId: t.company.id });
    const approver = await buildUser(db, { role: 'approver', companyId: t.company.id });
    expect(await sees(specialist)).toBe(false);
    await db
      .update(assessments)
      .set({ answererId: specialist.id, approverId: approver.id })
      .where(eq(assessments.id, appeal.assessmentId));
    expect(await seats()).toEqual({ answererId: specialist.id, approverId: approver.id });
    expect(await sees(specialist)).toBe(true);
    expect(await sees(approver)).toBe(true);
    expect(await sees(t.specialist)).toBe(false);
    // Written by hand, the copies are the assessment's again.
    await db.update(appeals).set({ answererId: t.clientUser.id, approverId: null }).where(eq(appeals.id, appeal.id));
    expect(await seats()).toEqual({ answererId: specialist.id, approverId: approver.id });
  });
});
