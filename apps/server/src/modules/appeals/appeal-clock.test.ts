import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal, buildAppealManagers } from '../../../test/factories/appeals.ts';
import { buildTenant, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { appealComments, appealReads, appeals, auditEvents, emailMessages } from '../../db/schema/index.ts';
import { presentClock } from './appeal-clock.service.ts';
import { reminderFor, sendAppealReminders } from './appeal-reminders.job.ts';
import { appealChartStatistics, appealStatistics } from './appeal-statistics.ts';

const ctx = useTestApp();
let t: Tenant;
let lead: UserRow;
let manager: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  ({ lead, manager } = await buildAppealManagers(ctx.app.db, t));
});

/** 10:00 in London on a UK day (GMT in winter). */
const at = (day: string) => new Date(`${day}T10:00:00Z`);
const remindersOf = async (appealId: string) =>
  (
    await ctx.app.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.entityId, appealId))
      .orderBy(emailMessages.createdAt)
  ).map((m) => [m.to, m.templateKey, m.subject]);

describe('the 45-day clock', () => {
  it('runs across month ends and leap days; overdue from the day after the deadline', () => {
    const started = {
      status: 'am_processing' as const,
      representationsReceivedOn: '2028-01-20',
      statutoryDeadline: '2028-03-05',
    };
    // 2028 is a leap year: 20 Jan + 45 days = 5 Mar
    expect(presentClock(started, '2028-02-29')).toMatchObject({ daysLeft: 5, urgency: 'seven_days', overdue: false });
    expect(presentClock(started, '2028-03-05')).toMatchObject({ daysLeft: 0, urgency: 'three_days', overdue: false });
    expect(presentClock(started, '2028-03-06')).toMatchObject({ daysLeft: -1, urgency: 'overdue', overdue: true });
    expect(presentClock(started, '2028-03-06').evidenceDueOn).toBe('2028-02-03');
    // decided: the clock stops
    expect(presentClock({ ...started, status: 'closed' }, '2028-04-01')).toMatchObject({
      daysLeft: null,
      overdue: false,
    });
  });

  it('reminds the manager and the lead at 10, 7 and 3 days left and when overdue, once each (injected clock)', async () => {
    // received 31 Dec 2026 → deadline 14 Feb 2027
    const { appeal } = await buildAppeal(ctx.app.db, ctx.app.storage, t, {
      status: 'am_processing',
      appealManagerId: manager.id,
      receivedOn: '2026-12-31',
    });
    expect(appeal.statutoryDeadline).toBe('2027-02-14');
    const run = async (day: string) => {
      await sendAppealReminders(ctx.app.db, at(day));
      return remindersOf(appeal.id);
    };
    expect(await run('2027-02-03')).toEqual([]); // 11 days left
    const tenDays = await run('2027-02-04');
    expect(tenDays.map(([to]) => to).sort()).toEqual([lead.email, manager.email].sort());
    expect(tenDays[0]![2]).toMatch(/due in 10 days/);
    expect(await run('2027-02-05')).toHaveLength(2); // nothing new the next day
    expect(await run('2027-02-04')).toHaveLength(2); // nor again the same day
    // the job missed the 7-day day: at 5 days left the 7-day reminder goes, once
    expect(await run('2027-02-09')).toHaveLength(4);
    expect(await run('2027-02-11')).toHaveLength(6); // 3 days
    expect(await run('2027-02-14')).toHaveLength(6); // deadline day: nothing new
    const overdue = await run('2027-02-15');
    expect(overdue).toHaveLength(8);
    expect(overdue.slice(-2).map(([, key]) => key)).toEqual(['appeal.overdue', 'appeal.overdue']);
    expect(await run('2027-03-01')).toHaveLength(8);
    const [row] = await ctx.app.db.select().from(appeals).where(eq(appeals.id, appeal.id));
    expect(row!.remindersSent.sort()).toEqual(['10', '3', '7', 'overdue'].sort());
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, appeal.id));
    expect(
      audit.filter((a) => a.action === 'appeal.reminder_sent').map((a) => (a.after as { reminder: string }).reminder),
    ).toEqual(['10', '7', '3', 'overdue']);
  });

  it('sends nothing for appeals whose clock does not run', async () => {
    const { appeal } = await buildAppeal(ctx.app.db, ctx.app.storage, t, {
      status: 'closed',
      receivedOn: '2026-01-01',
    });
    await sendAppealReminders(ctx.app.db, at('2026-02-20'));
    expect(await remindersOf(appeal.id)).toEqual([]);
  });

  it('picks the most urgent reminder that applies', () => {
    expect([11, 10, 8, 7, 4, 3, 0, -1].map(reminderFor)).toEqual([null, '10', '10', '7', '7', '3', '3', 'overdue']);
  });
});

describe('appeal statistics', () => {
  it('counts the urgency buckets, overdue, to resolve and unseen comments per group and per manager', async () => {
    const g = await buildTenant(ctx.app.db);
    const m = await buildAppealManagers(ctx.app.db, g);
    const mk = (
      status: 'am_processing' | 'contractor_processing' | 'closed' | 'created',
      receivedOn?: string,
      managerId = m.manager.id,
    ) => buildAppeal(ctx.app.db, ctx.app.storage, g, { status, receivedOn, appealManagerId: managerId });
    // today = 2026-03-01; deadline = receivedOn + 45
    await mk('am_processing', '2026-01-10'); // deadline 24 Feb: overdue
    await mk('am_processing', '2026-01-16'); // 2 Mar: 1 day → ≤3
    await mk('contractor_processing', '2026-01-20'); // 6 Mar: 5 days → ≤7
    await mk('am_processing', '2026-01-24', m.lead.id); // 10 Mar: 9 days → ≤10
    const far = await mk('am_processing', '2026-02-20'); // 6 Apr: more than 10
    await mk('closed', '2026-01-01');
    await mk('created');
    await ctx.app.db.insert(appealComments).values([
      {
        appealId: far.appeal.id,
        threadType: 'appeal',
        byContractor: true,
        body: 'a',
        status: 'submitted',
        submittedAt: at('2026-02-25'),
      },
      {
        appealId: far.appeal.id,
        threadType: 'appeal',
        byContractor: true,
        body: 'b',
        status: 'submitted',
        submittedAt: at('2026-02-27'),
      },
      { appealId: far.appeal.id, threadType: 'appeal', byContractor: true, body: 'draft', status: 'created' },
    ]);
    await ctx.app.db
      .insert(appealReads)
      .values({ appealId: far.appeal.id, userId: m.manager.id, lastSeen: at('2026-02-26') });

    const group = { kind: 'group' as const, rootCompanyId: g.company.id };
    expect(await appealChartStatistics(ctx.app.db, group, '2026-03-01')).toEqual({
      appealCount: 5,
      appealOverdueCount: 1,
      appealThreeDaysCount: 1,
      appealSevenDaysCount: 1,
      appealTenDaysCount: 1,
      appealMoreThanTenDaysCount: 1,
    });
    expect(await appealStatistics(ctx.app.db, group, m.manager.id, '2026-03-01')).toEqual({
      appealOverdueCount: 1,
      appealToResolveCount: 4,
      newCommentCount: 1,
    });
    // Appeals with new comments, not comments: the lead has read neither of the worker's two.
    expect(await appealStatistics(ctx.app.db, group, m.lead.id, '2026-03-01')).toMatchObject({ newCommentCount: 1 });
    const mine = { kind: 'manager' as const, userId: m.lead.id };
    expect(await appealChartStatistics(ctx.app.db, mine, '2026-03-01')).toMatchObject({
      appealCount: 1,
      appealTenDaysCount: 1,
    });
    // another group's figures are its own
    expect(
      (await appealChartStatistics(ctx.app.db, { kind: 'group', rootCompanyId: t.company.id }, '2026-03-01'))
        .appealCount,
    ).not.toBe(5);
  });
});

describe('disabling waiting appeals', () => {
  it('disables the created appeals of an engagement or a group, and leaves those under way', async () => {
    const { disableWaitingAppeals } = await import('./appeal-disable.ts');
    const g = await buildTenant(ctx.app.db);
    const waiting = await buildAppeal(ctx.app.db, ctx.app.storage, g, { status: 'created' });
    const other = await buildAppeal(ctx.app.db, ctx.app.storage, g, { status: 'created' });
    const running = await buildAppeal(ctx.app.db, ctx.app.storage, g, { status: 'am_processing' });
    const statusOf = async (id: string) =>
      (await ctx.app.db.select({ s: appeals.status }).from(appeals).where(eq(appeals.id, id)))[0]!.s;
    expect(
      await ctx.app.db.transaction((tx) => disableWaitingAppeals(tx, { engagementId: waiting.engagement.id }, null)),
    ).toBe(1);
    expect(await statusOf(waiting.appeal.id)).toBe('disabled');
    expect(await statusOf(other.appeal.id)).toBe('created');
    expect(await ctx.app.db.transaction((tx) => disableWaitingAppeals(tx, { rootCompanyId: g.company.id }, null))).toBe(
      1,
    );
    expect(await statusOf(other.appeal.id)).toBe('disabled');
    expect(await statusOf(running.appeal.id)).toBe('am_processing');
  });
});
