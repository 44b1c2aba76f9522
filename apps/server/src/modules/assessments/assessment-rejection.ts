import type { TRejectAssessment } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import { transition } from './assessment-transition.ts';
import { lockFor } from './assessment-workflow.ts';

/**
 * The approver rejects an assessment for good (review or to_verify → non_eligible, spec §4
 * "rejected (cannot be completed) is permanent"). The typed "Reject" confirmation is checked by
 * the request schema (400 otherwise); the reason is kept on the assessment and in the audit event.
 */
export async function rejectAssessment(db: Db, actor: Actor, id: string, input: TRejectAssessment): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, id, 'reject');
    await transition(tx, actor, record, 'reject', { rejectionReason: input.reason });
  });
}
