import { ACTIVE_APPEAL_STATUSES, ERROR_KEYS } from '@statera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appeals } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** The id of the engagement's appeal under way, if any. */
export async function activeAppealId(db: DbOrTx, engagementId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: appeals.id })
    .from(appeals)
    .where(and(eq(appeals.engagementId, engagementId), inArray(appeals.status, [...ACTIVE_APPEAL_STATUSES])))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Refuses (409 errors.activeAppeal, spec §8 active appeal warning) an action that conflicts with an
 * ongoing appeal on the engagement: archive, delete, transform or change its dates; start another
 * assessment on it outside the appeal; change the appealed assessment's specialist or approver.
 */
export async function assertNoActiveAppeal(db: DbOrTx, engagementId: string): Promise<void> {
  if (await activeAppealId(db, engagementId)) {
    throw new AppError(
      409,
      ERROR_KEYS.activeAppeal,
      'This cannot be done yet: the worker has an appeal under way on this engagement. Close the appeal first.',
    );
  }
}

/**
 * Refuses (409 errors.activeAppeal) changing the specialist or approver of an assessment a worker's
 * appeal under way is about.
 */
export async function assertNotUnderAppeal(db: DbOrTx, assessmentId: string): Promise<void> {
  const [row] = await db
    .select({ id: appeals.id })
    .from(appeals)
    .where(and(eq(appeals.assessmentId, assessmentId), inArray(appeals.status, [...ACTIVE_APPEAL_STATUSES])))
    .limit(1);
  if (row) {
    throw new AppError(
      409,
      ERROR_KEYS.activeAppeal,
      'This cannot be done yet: the worker has an appeal under way on this assessment. Close the appeal first.',
    );
  }
}
