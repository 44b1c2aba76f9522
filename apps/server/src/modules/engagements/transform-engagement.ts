import { ERROR_KEYS, type TTransformEngagement } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { managedCompany } from '../../authz/tenancy.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { assertNoActiveAppeal } from '../appeals/active-appeal.ts';
import { checkEngagedParty } from './engaged-party-check.ts';
import { checkNewContractDates } from './engagement-dates.ts';
import { isoToday, lockForChange } from './engagement-lock.ts';
import { transitionEngagement } from './engagement-transition.ts';

/**
 * PUT engagements/{id}/transform: a test engagement (a rehearsal) becomes a normal one with the
 * real worker and contract (engaged entity and individual of the group, dates, value). Its status
 * stays (the table's transform); its assessments stay and from now on count as live: their later
 * returns and resubmissions set the test-engagement flags (docs/decisions/test-engagements.md).
 */
export async function transformEngagement(
  db: Db,
  actor: Actor,
  id: string,
  input: TTransformEngagement,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const e = await lockForChange(tx, actor, id);
    if (e.type !== 'test') throw conflict(ERROR_KEYS.notTestEngagement, 'Only a test engagement can be transformed.');
    await assertNoActiveAppeal(tx, id);
    const { rootId } = await managedCompany(tx, actor, e.companyId);
    const errors: Record<string, string[]> = {};
    await checkEngagedParty(tx, rootId, input, errors);
    if (Object.keys(errors).length > 0) {
      throw new AppError(400, ERROR_KEYS.validation, 'Some fields are not valid.', errors);
    }
    await checkNewContractDates(tx, id, input, isoToday(now));
    await transitionEngagement(tx, actor, e, 'transform', {
      type: 'normal',
      transformedAt: now,
      engagedEntityId: input.engagedEntityId,
      engagedIndividualId: input.engagedIndividualId,
      contractStart: input.contractStart,
      contractEnd: input.contractEnd,
      contractValuePence: Math.round(input.contractValue * 100),
    });
  });
}
