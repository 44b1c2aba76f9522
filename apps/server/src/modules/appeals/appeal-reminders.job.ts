import { daysLeft as daysLeftOf, londonToday } from '@statera/shared';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appeals } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/define.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { appealReminderEmail } from '../mail/templates/appeal.ts';
import { findAppealUnscoped, leadOfGroup, peopleByIds } from './appeal.repository.ts';
import { displayDay, enqueueAppealEmail, factsOf, managerAppealLink } from './appeal-mails.ts';

/** The reminder buckets, least urgent first: 10, 7 and 3 days left, and overdue (spec §9). */
export const APPEAL_REMINDERS = ['10', '7', '3', 'overdue'] as const;
export type TAppealReminder = (typeof APPEAL_REMINDERS)[number];

/** The most urgent reminder due with `daysLeft` days to the deadline (null: more than 10 days). */
export function reminderFor(daysLeft: number): TAppealReminder | null {
  if (daysLeft < 0) return 'overdue';
  if (daysLeft <= 3) return '3';
  if (daysLeft <= 7) return '7';
  if (daysLeft <= 10) return '10';
  return null;
}

const RUNNING = ['started', 'am_processing', 'contractor_processing', 'reopened'] as const;
const BATCH = 200;

/**
 * Sends the deadline reminders due on `now`'s UK date to each running appeal's manager and the
 * group's lead (once each: the reminder and every less urgent one are marked sent, so a day the job
 * missed does not send a stale one later). Answers how many appeals were reminded.
 */
export async function sendAppealReminders(db: Db, now: Date): Promise<number> {
  const today = londonToday(now);
  let sent = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({ id: appeals.id })
      .from(appeals)
      .where(
        and(
          inArray(appeals.status, [...RUNNING]),
          isNotNull(appeals.statutoryDeadline),
          lte(appeals.statutoryDeadline, sql`${today}::date + 10`),
          sql`${appeals.id} > ${after}`,
        ),
      )
      .orderBy(asc(appeals.id))
      .limit(BATCH);
    for (const { id } of batch) if (await remind(db, id, today)) sent++;
    if (batch.length < BATCH) return sent;
    after = batch.at(-1)!.id;
  }
}

async function remind(db: Db, id: string, today: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: appeals.id })
      .from(appeals)
      .where(eq(appeals.id, id))
      .for('update', { skipLocked: true });
    if (!locked) return false;
    const row = (await findAppealUnscoped(tx, id))!;
    const a = row.appeal;
    if (!a.statutoryDeadline || !(RUNNING as readonly string[]).includes(a.status)) return false;
    const daysLeft = daysLeftOf(a.statutoryDeadline, today);
    const due = reminderFor(daysLeft);
    if (!due || a.remindersSent.includes(due)) return false;
    const marked = APPEAL_REMINDERS.slice(0, APPEAL_REMINDERS.indexOf(due) + 1);
    await tx
      .update(appeals)
      .set({ remindersSent: [...new Set([...a.remindersSent, ...marked])] })
      .where(eq(appeals.id, id));
    const lead = await leadOfGroup(tx, row.rootCompanyId);
    const people = await peopleByIds(tx, [...new Set([a.appealManagerId, lead].filter((x): x is string => !!x))]);
    for (const p of people) {
      await enqueueAppealEmail(
        tx,
        id,
        p.email,
        appealReminderEmail({
          ...factsOf(row),
          firstName: p.firstName,
          link: managerAppealLink(id),
          deadline: displayDay(a.statutoryDeadline),
          daysLeft,
        }),
      );
    }
    await recordAudit(tx, {
      actorId: null,
      action: 'appeal.reminder_sent',
      entityType: 'appeal',
      entityId: id,
      companyId: a.companyId,
      after: { reminder: due, daysLeft, to: people.map((p) => p.email) },
    });
    return true;
  });
}

/** Daily 06:30 UTC, once across processes: the 45-day reminders (10, 7, 3 days left; overdue). */
export const appealRemindersJob = defineJob<Record<string, never>>({
  name: 'appeals.reminders',
  schedule: '30 6 * * *',
  queue: { retryLimit: 2, retryDelay: 300 },
  async handle(_data, ctx) {
    const sent = await sendAppealReminders(ctx.db, ctx.now);
    ctx.log.info({ sent }, 'appeal reminders');
  },
});
