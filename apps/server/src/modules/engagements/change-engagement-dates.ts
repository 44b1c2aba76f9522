import { ENGAGEMENT_TRANSITIONS, ERROR_KEYS, type TChangeEngagementDates } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { assertNoActiveAppeal } from '../appeals/active-appeal.ts';
import { openAssessmentForContract } from '../assessments/engagement-assessments.ts';
import { checkNewContractDates } from './engagement-dates.ts';
import { isoToday, lockForChange } from './engagement-lock.ts';
import { transitionEngagement } from './engagement-transition.ts';

/**
 * PUT engagements/{id}/dates: new contract dates for a preliminary or active engagement (the
 * table's change_dates; the group may block amending dates: 403). Shortening is always possible
 * within the spec §5 rules; extending (a later end) only while the engagement is in date, i.e. its
 * current end has not passed (409 errors.engagementNotInDate). createNewAssessment opens a new
 * assessment for the changed contract (a reassessment when there is a result).
 */
export async function changeEngagementDates(
  db: Db,
  actor: Actor,
  id: string,
  input: TChangeEngagementDates,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const e = await lockForChange(tx, actor, id);
    authorize(actor, 'engagement.amendDates', e);
    assertTransition(ENGAGEMENT_TRANSITIONS, 'engagement', e.status, 'change_dates');
    await assertNoActiveAppeal(tx, id);
    const today = isoToday(now);
    if (input.contractEnd > e.contractEnd && e.contractEnd < today) {
      throw conflict(ERROR_KEYS.engagementNotInDate, 'Only an engagement still in date can be extended.');
    }
    await checkNewContractDates(tx, id, input, today);
    await transitionEngagement(tx, actor, e, 'change_dates', {
      contractStart: input.contractStart,
      contractEnd: input.contractEnd,
    });
    if (input.createNewAssessment) {
      await openAssessmentForContract(tx, actor.id, { ...e, ...input }, today);
    }
  });
}
