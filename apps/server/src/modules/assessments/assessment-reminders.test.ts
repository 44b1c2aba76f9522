import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { assessments, auditEvents, emailMessages } from '../../db/schema/index.ts';
import { assessmentRemindersJob, sendAssessmentReminders } from './assessment-reminders.job.ts';

const ctx = useTestApp();
let t: Tenant;
const ids: Record<string, string> = {};

/** The clock of the runs: noon UTC on a fixed day. */
const at = (date: string) => new Date(`${date}T12:00:00Z`);

async function assessmentDue(dueDate: string, patch: Partial<typeof assessments.$inferInsert> = {}) {
  const { assessmentId } = await buildEngagement(ctx.app.db, t);
  await ctx.app.db
    .update(assessments)
    .set({ dueDate, ...patch })
    .where(eq(assessments.id, assessmentId));
  return assessmentId;
}

const reminders = async () =>
  (
    await ctx.app.db
      .select({ id: emailMessages.entityId, key: emailMessages.templateKey })
      .from(emailMessages)
      .where(
        and(
          inArray(emailMessages.entityId, Object.values(ids)),
          inArray(emailMessages.templateKey, [
            'assessment.opens',
            'assessment.due_soon',
            'assessment.overdue',
            'assessment.reassessment_due',
          ]),
        ),
      )
  ).map((m) => `${Object.entries(ids).find(([, v]) => v === m.id)![0]}:${m.key.replace('assessment.', '')}`);

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  ids.notDue = await assessmentDue('2027-03-31');
  ids.opens = await assessmentDue('2027-01-25');
  ids.dueSoon = await assessmentDue('2027-01-05');
  ids.overdue = await assessmentDue('2026-12-30', { status: 'in_progress' });
  ids.inReview = await assessmentDue('2026-12-30', { status: 'review' });
  ids.valid = await assessmentDue('2026-06-01', { status: 'approved', validUntil: '2027-01-20' });
  ids.validLong = await assessmentDue('2026-06-01', { status: 'approved', validUntil: '2027-06-01' });
});

describe('assessments.reminders', () => {
  it('sends each kind once per assessment, overdue once a day', async () => {
    const first = await sendAssessmentReminders(ctx.app.db, at('2027-01-01'));
    expect(first).toEqual({ opens: 1, due_soon: 1, overdue: 1 });
    // Approved results get no reminder here: the validity job opens their reassessment.
    expect((await reminders()).sort()).toEqual(['opens:opens', 'dueSoon:due_soon', 'overdue:overdue'].sort());
    // The same day again: nothing new.
    expect(await sendAssessmentReminders(ctx.app.db, at('2027-01-01'))).toEqual({
      opens: 0,
      due_soon: 0,
      overdue: 0,
    });
    // The next day: only the overdue one repeats.
    expect(await sendAssessmentReminders(ctx.app.db, at('2027-01-02'))).toEqual({
      opens: 0,
      due_soon: 0,
      overdue: 1,
    });
    const sent = await ctx.app.db
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, ids.overdue!), eq(auditEvents.action, 'assessment.reminder_sent')));
    expect(sent.map((s) => s.after)).toEqual([
      { kind: 'overdue', key: 'overdue:2026-12-30@2027-01-01' },
      { kind: 'overdue', key: 'overdue:2026-12-30@2027-01-02' },
    ]);
  });

  it('arms the reminders again when the due date moves', async () => {
    await ctx.app.db.update(assessments).set({ dueDate: '2027-01-28' }).where(eq(assessments.id, ids.opens!));
    const run = await sendAssessmentReminders(ctx.app.db, at('2027-01-03'));
    expect(run.opens).toBe(1);
    const [mail] = await ctx.app.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.entityId, ids.opens!), eq(emailMessages.templateKey, 'assessment.opens')))
      .orderBy(emailMessages.createdAt);
    expect(mail).toMatchObject({ to: t.specialist.email, subject: expect.stringContaining('is open') });
    expect(mail!.text).toContain(`/assessments/${ids.opens}`);
    expect(mail!.html).toContain('25.01.2027');
  });

  it('is a scheduled job working with the clock it is given', async () => {
    expect(assessmentRemindersJob).toMatchObject({ name: 'assessments.reminders', schedule: '0 6 * * *' });
    const logs: object[] = [];
    await assessmentRemindersJob.handle(
      {},
      {
        db: ctx.app.db,
        mailer: null,
        now: at('2027-01-04'),
        jobId: 'test',
        log: { info: (o) => logs.push(o), warn: () => {}, error: () => {} },
      },
    );
    expect(logs).toEqual([{ opens: 0, due_soon: 0, overdue: 1 }]);
  });
});
