import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { assessments } from './assessments.ts';

/**
 * People who reach an assessment through a seat of its engagement without holding a seat on the
 * assessment itself (after a seat swap or reassignment the earlier, final assessments keep their
 * people while the engagement's seat moves on). Kept exactly by PostgreSQL triggers (migration
 * `company_counters`, hand-written part) so a person's assessment list is index ranges on
 * assessments' own seats plus this (normally empty) set, instead of a join over every engagement.
 */
export const assessmentSeatGaps = pgTable(
  'assessment_seat_gaps',
  {
    userId: uuid('user_id').notNull(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.assessmentId] })],
);
