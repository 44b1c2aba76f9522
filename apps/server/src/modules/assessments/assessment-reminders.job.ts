import { londonToday, TIME_LIMITS } from '@statera/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessments, auditEvents, engagements } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/define.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { sendAssessmentEmail } from './assessment-emails.ts';

/** Days before the due date the "due soon" reminder goes out. */
export const DUE_SOON_DAYS = 7;
const BATCH = 200;

/**
 * The reassessment reminder (30 days before `valid_until`, spec §9) is not one of these: the
 * validity job (`reassessment-reminders.ts`) opens the reassessment then and emails the specialist.
 */
type ReminderKind = 'opens' | 'due_soon' | 'overdue';

/** Statuses in which the specialist still owes work. */
const OPEN_WORK = ['created', 'in_progress', 'returned', 'updating'] as const;

/**
 * Each kind: which assessments are due a reminder on `today`, and the key that makes it once-only.
 * The windows of opens, due_soon and overdue do not overlap, so one run sends at most one of them.
 * Keys carry the due date (or valid-until date), so a moved date arms its reminders again; the
 * overdue key carries the day, so it repeats daily.
 */
function kinds(today: string): Record<ReminderKind, { where: SQL; key: SQL<string> }> {
  const day = sql`${today}::date`;
  const due = assessments.dueDate;
  return {
    // Only for assessments created before they opened: one created already open (a new engagement,
    // a validity reassessment) was announced by its own email.
    opens: {
      where: and(
        eq(assessments.status, 'created'),
        sql`${assessments.createdAt}::date < ${due} - ${TIME_LIMITS.assessmentOpeningDays}::int`,
        sql`${due} > ${day} + ${DUE_SOON_DAYS}::int`,
        sql`${due} <= ${day} + ${TIME_LIMITS.assessmentOpeningDays}::int`,
      )!,
      key: sql<string>`'opens:' || ${due}::text`,
    },
    due_soon: {
      where: and(
        inArray(assessments.status, OPEN_WORK),
        sql`${due} between ${day} and ${day} + ${DUE_SOON_DAYS}::int`,
      )!,
      key: sql<string>`'due_soon:' || ${due}::text`,
    },
    overdue: {
      where: and(inArray(assessments.status, OPEN_WORK), sql`${due} < ${day}`)!,
      key: sql<string>`'overdue:' || ${due}::text || '@' || ${today}`,
    },
  };
}

/**
 * Sends the reminders due at `now`: each assessment gets each reminder once (per due date; overdue
 * once a day). The once-only record is an audit event `assessment.reminder_sent` with the key,
 * written in the transaction that queues the email (docs/decisions/assessment-assignment.md).
 */
export async function sendAssessmentReminders(db: Db, now: Date): Promise<Record<ReminderKind, number>> {
  const today = londonToday(now);
  const sent: Record<ReminderKind, number> = { opens: 0, due_soon: 0, overdue: 0 };
  for (const [kind, { where, key }] of Object.entries(kinds(today)) as [
    ReminderKind,
    { where: SQL; key: SQL<string> },
  ][]) {
    const notSent = sql`not exists (select 1 from ${auditEvents} where ${auditEvents.entityType} = 'assessment' and ${auditEvents.entityId} = ${assessments.id} and ${auditEvents.action} = 'assessment.reminder_sent' and ${auditEvents.after} ->> 'key' = ${key})`;
    for (;;) {
      const due = await db
        .select({ id: assessments.id, companyId: engagements.companyId, key })
        .from(assessments)
        .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
        .where(and(where, inArray(engagements.status, ['active', 'preliminary']), notSent))
        .limit(BATCH);
      for (const a of due) {
        await db.transaction(async (tx) => {
          await recordAudit(tx, {
            actorId: null,
            action: 'assessment.reminder_sent',
            entityType: 'assessment',
            entityId: a.id,
            companyId: a.companyId,
            after: { kind, key: a.key },
          });
          await sendAssessmentEmail(tx, a.id, kind);
        });
        sent[kind]++;
      }
      if (due.length < BATCH) break;
    }
  }
  return sent;
}

/** Daily at 06:00 UTC, once across processes: the assessment reminders (opens, due soon, overdue). */
export const assessmentRemindersJob = defineJob<Record<string, never>>({
  name: 'assessments.reminders',
  schedule: '0 6 * * *',
  queue: { retryLimit: 2, retryDelay: 300 },
  async handle(_data, ctx) {
    const sent = await sendAssessmentReminders(ctx.db, ctx.now);
    ctx.log.info({ ...sent }, 'assessment reminders');
  },
});
