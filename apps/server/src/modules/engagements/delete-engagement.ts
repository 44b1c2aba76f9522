import { ERROR_KEYS } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { assertNoActiveAppeal } from '../appeals/active-appeal.ts';
import { archiveOpenAssessments, engagementHasApprovedAssessment } from '../assessments/engagement-assessments.ts';
import { lockForChange } from './engagement-lock.ts';
import { transitionEngagement } from './engagement-transition.ts';

/**
 * DELETE engagements/{id}/delete: a soft delete (deleted_at; status archived through the table),
 * for an engagement logged by mistake. Refused (409 errors.engagementHasApprovedAssessment) once
 * any of its assessments was approved: a result is a record the client must keep (archive instead).
 * Its open assessments are archived; it disappears from every list and lookup (404 afterwards).
 */
export async function deleteEngagement(db: Db, actor: Actor, id: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const e = await lockForChange(tx, actor, id);
    await assertNoActiveAppeal(tx, id);
    if (await engagementHasApprovedAssessment(tx, id)) {
      throw conflict(
        ERROR_KEYS.engagementHasApprovedAssessment,
        'An assessment of this engagement was approved: archive the engagement instead of deleting it.',
      );
    }
    const before = e.status;
    await transitionEngagement(tx, actor, e, 'delete', {
      deletedAt: now,
      archivedAt: e.archivedAt ?? now,
      statusBeforeArchive: e.statusBeforeArchive ?? before,
    });
    await archiveOpenAssessments(tx, actor.id, e);
  });
}
