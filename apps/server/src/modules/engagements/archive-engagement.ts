import { ERROR_KEYS, type TArchiveEngagement, type TEngagementStatus, type TRestoreEngagement } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertNoActiveAppeal } from '../appeals/active-appeal.ts';
import { archiveOpenAssessments, openAssessmentForContract } from '../assessments/engagement-assessments.ts';
import { authorizeFeature } from '../features/feature-access.ts';
import { checkNewContractDates } from './engagement-dates.ts';
import { isoToday, lockForChange } from './engagement-lock.ts';
import { transitionEngagement } from './engagement-transition.ts';

/**
 * PUT engagements/{id}/archive: a manager archives a preliminary, active or ended engagement with a
 * comment (shown while archived). Its open assessments are archived with it; an appeal under way
 * must be closed first (409 errors.activeAppeal).
 */
export async function archiveEngagement(db: Db, actor: Actor, id: string, input: TArchiveEngagement): Promise<void> {
  await db.transaction(async (tx) => {
    const e = await lockForChange(tx, actor, id);
    await assertNoActiveAppeal(tx, id);
    const before = e.status;
    await transitionEngagement(tx, actor, e, 'archive', {
      archivedComment: input.comment,
      archivedAt: new Date(),
      statusBeforeArchive: before,
    });
    await archiveOpenAssessments(tx, actor.id, e);
  });
}

/**
 * Where a restore leads: back to the status before the archive, except that an engagement whose
 * contract end has passed comes back ended and an ended one given new in-date dates comes back active.
 */
export function restoreTarget(before: TEngagementStatus | null, contractEnd: string, today: string): TEngagementStatus {
  const previous = before && before !== 'archived' ? before : 'active';
  if (previous === 'preliminary') return 'preliminary';
  return contractEnd < today ? 'ended' : 'active';
}

/**
 * PUT engagements/{id}/restore: an archived engagement comes back (restoreTarget), optionally with
 * new contract dates (the amend-dates permission and the new-dates rules apply) and a new
 * assessment (createNewAssessment). A test engagement is kept only while the group has the test feature.
 */
export async function restoreEngagement(
  db: Db,
  actor: Actor,
  id: string,
  input: TRestoreEngagement,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const e = await lockForChange(tx, actor, id);
    const today = isoToday(now);
    const dates =
      input.contractStart && input.contractEnd
        ? { contractStart: input.contractStart, contractEnd: input.contractEnd }
        : null;
    if (e.status !== 'archived') {
      throw new AppError(409, ERROR_KEYS.invalidTransition, `Cannot restore an engagement that is ${e.status}.`);
    }
    if (dates) {
      authorize(actor, 'engagement.amendDates', e);
      await assertNoActiveAppeal(tx, id);
      await checkNewContractDates(tx, id, dates, today);
    }
    if (e.type === 'test') await authorizeFeature(tx, actor, e.companyId, 'test', now);
    const to = restoreTarget(e.statusBeforeArchive, dates?.contractEnd ?? e.contractEnd, today);
    await transitionEngagement(
      tx,
      actor,
      e,
      'restore',
      {
        ...(dates ?? {}),
        archivedComment: null,
        archivedAt: null,
        statusBeforeArchive: null,
        endedAt: to === 'ended' ? (e.endedAt ?? now) : null,
      },
      to,
    );
    if (input.createNewAssessment) {
      await openAssessmentForContract(tx, actor.id, { ...e, ...(dates ?? {}), status: to }, today);
    }
  });
}
