import { addDays, londonToday, REASSESSMENT_REMINDER_DAYS } from '@statera/shared';
import { and, eq, gt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { assessments, companies, engagedIndividuals, engagements, users } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/define.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { reassessmentDueEmail } from '../mail/templates/reassessment-due.ts';
import { createFollowUp } from './reassessment.ts';

const later = alias(assessments, 'later');

/**
 * Approved results lapsing within REASSESSMENT_REMINDER_DAYS of `now`, before their contract ends,
 * on running engagements, that are still current (nothing newer but closed reassessments) and that
 * have no validity reassessment yet (a closed one counts: the managers chose to keep the result).
 */
function lapsing(db: Db, now: Date) {
  const horizon = addDays(londonToday(now), REASSESSMENT_REMINDER_DAYS);
  return db
    .select({
      assessment: assessments,
      engagement: { id: engagements.id, companyId: engagements.companyId },
      companyName: companies.name,
      individualName: engagedIndividuals.name,
      specialist: { email: users.email, firstName: users.firstName },
    })
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .innerJoin(users, eq(users.id, assessments.answererId))
    .where(
      and(
        eq(assessments.status, 'approved'),
        eq(engagements.status, 'active'),
        lte(assessments.validUntil, horizon),
        sql`${assessments.validUntil} < ${engagements.contractEnd}`,
        notExists(
          db
            .select({ id: later.id })
            .from(later)
            .where(
              and(
                eq(later.engagementId, assessments.engagementId),
                gt(later.createdAt, assessments.createdAt),
                or(ne(later.status, 'archived'), eq(later.reassessmentReason, 'validity')),
              ),
            ),
        ),
      ),
    );
}

/**
 * Opens the validity reassessment of every result lapsing within 30 days (spec §9 "reminder 30 days
 * before reassessment"): a reassessment due on `valid_until` (so it opens now), and the reminder
 * email to the specialist, one transaction each. Returns how many were opened; a second run opens none.
 */
export async function openLapsingReassessments(db: Db, now: Date): Promise<number> {
  let opened = 0;
  for (const c of await lapsing(db, now)) {
    await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: assessments.id })
        .from(assessments)
        .where(and(eq(assessments.id, c.assessment.id), eq(assessments.status, 'approved')))
        .for('update');
      if (!still) return;
      const dueDate = c.assessment.validUntil!;
      const [newer] = await tx
        .select({ id: assessments.id })
        .from(assessments)
        .where(
          and(
            eq(assessments.engagementId, c.engagement.id),
            // Not itself: PostgreSQL keeps microseconds, the JS Date only milliseconds.
            ne(assessments.id, c.assessment.id),
            gt(assessments.createdAt, c.assessment.createdAt),
            or(ne(assessments.status, 'archived'), eq(assessments.reassessmentReason, 'validity')),
          ),
        );
      if (newer) return;
      await createFollowUp(
        tx,
        null,
        c,
        { type: 'reassessment', dueDate, reassessmentReason: 'validity' },
        'assessment.reassessment_started',
      );
      await enqueueEmail(tx, {
        to: c.specialist.email,
        entityType: 'assessment',
        entityId: c.assessment.id,
        content: reassessmentDueEmail({
          firstName: c.specialist.firstName,
          engagedIndividualName: c.individualName,
          companyName: c.companyName,
          dueDate: dueDate.split('-').reverse().join('.'),
        }),
      });
      opened++;
    });
  }
  return opened;
}

/** Daily, once across processes: opens the reassessments of results lapsing within 30 days. */
export const reassessmentReminderJob = defineJob<Record<string, never>>({
  name: 'assessment.open-reassessments',
  schedule: '15 5 * * *',
  queue: { retryLimit: 2 },
  async handle(_data, ctx) {
    const opened = await openLapsingReassessments(ctx.db, ctx.now);
    if (opened > 0) ctx.log.info({ opened }, 'validity reassessments opened');
  },
});
