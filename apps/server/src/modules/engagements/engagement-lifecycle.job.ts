import { DAY_MS, ENGAGEMENT_AUTO_ARCHIVE_DAYS, londonToday } from '@statera/shared';
import { and, asc, eq, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { engagements } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/define.ts';
import { archiveOpenAssessments } from '../assessments/engagement-assessments.ts';
import { transitionEngagement } from './engagement-transition.ts';

const BATCH = 200;
const SYSTEM = { id: null };

/**
 * The daily engagement housekeeping, in order: every active engagement whose contract end has
 * passed is ended (ENGAGEMENT_TRANSITIONS `end`, ended_at = now), then every engagement ended at
 * least ENGAGEMENT_AUTO_ARCHIVE_DAYS days ago is archived (`archive`, with its open assessments).
 * One transaction per engagement, each re-read under a lock (a manual change in between wins);
 * audited with no actor. Idempotent: a second run on the same day changes nothing.
 */
export async function runEngagementLifecycle(db: Db, now: Date): Promise<{ ended: number; archived: number }> {
  const today = londonToday(now);
  const ended = await eachLocked(
    db,
    and(eq(engagements.status, 'active'), lt(engagements.contractEnd, today), isNull(engagements.deletedAt))!,
    async (tx, e) => {
      await transitionEngagement(tx, SYSTEM, e, 'end', { endedAt: now });
    },
  );
  const cutoff = new Date(now.getTime() - ENGAGEMENT_AUTO_ARCHIVE_DAYS * DAY_MS);
  const archived = await eachLocked(
    db,
    and(eq(engagements.status, 'ended'), lte(engagements.endedAt, cutoff), isNull(engagements.deletedAt))!,
    async (tx, e) => {
      await transitionEngagement(tx, SYSTEM, e, 'archive', {
        archivedAt: now,
        statusBeforeArchive: 'ended',
        archivedComment: null,
      });
      await archiveOpenAssessments(tx, null, e);
    },
  );
  return { ended, archived };
}

type Row = typeof engagements.$inferSelect;

/** Runs `step` for every engagement matching `where`, each in its own transaction under a row lock. */
async function eachLocked(
  db: Db,
  where: NonNullable<ReturnType<typeof and>>,
  step: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], e: Row) => Promise<void>,
): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await db
      .select({ id: engagements.id })
      .from(engagements)
      .where(where)
      .orderBy(asc(engagements.id))
      .limit(BATCH);
    for (const { id } of batch) {
      await db.transaction(async (tx) => {
        const [e] = await tx
          .select()
          .from(engagements)
          .where(and(eq(engagements.id, id), where))
          .for('update', { skipLocked: true });
        if (!e) return;
        await step(tx, e);
        done++;
      });
    }
    if (batch.length < BATCH) return done;
  }
}

/** Daily at 04:30 UTC, once across processes: ends engagements past their contract, archives long-ended ones. */
export const engagementLifecycleJob = defineJob<Record<string, never>>({
  name: 'engagements.lifecycle',
  schedule: '30 4 * * *',
  queue: { retryLimit: 2, retryDelay: 300 },
  async handle(_data, ctx) {
    const result = await runEngagementLifecycle(ctx.db, ctx.now);
    ctx.log.info(result, 'engagement lifecycle');
  },
});
