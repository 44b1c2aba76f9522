import {
  nextAssessmentStatus,
  type TAssessmentAction,
  type TAssessmentStatus,
  testEngagementFlagsAfter,
} from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Tx } from '../../db/client.ts';
import { assessments } from '../../db/schema/index.ts';
import { badTransition } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { emitDomainEvent } from '../webhooks/domain-events.ts';
import type { AssessmentRecord } from './assessment.repository.ts';
import { testState } from './test-engagement-state.ts';

type Patch = Partial<typeof assessments.$inferInsert>;

/**
 * Moves an assessment along the shared transition table (409 when the table forbids it),
 * applying `patch` and writing the audit event in the caller's transaction.
 */
export async function transition(
  tx: Tx,
  actor: Actor,
  record: AssessmentRecord,
  action: TAssessmentAction,
  patch: Patch = {},
): Promise<TAssessmentStatus> {
  const a = record.assessment;
  const to = nextAssessmentStatus(a.status, action, a.type);
  if (!to) throw badTransition(a.status, action);
  patch = { ...patch, ...testEngagementFlagsAfter(testState(record), action) };
  await tx
    .update(assessments)
    .set({ ...patch, status: to, previousStatus: a.status, updatedAt: new Date() })
    .where(eq(assessments.id, a.id));
  await recordAudit(tx, {
    actorId: actor.id,
    action: `assessment.${action}`,
    entityType: 'assessment',
    entityId: a.id,
    companyId: record.engagement.companyId,
    before: { status: a.status },
    after: { status: to, ...summarise(patch) },
  });
  const hook = WEBHOOK_OF_ACTION[action];
  if (hook) {
    const ref = { engagementId: record.engagement.id, companyId: record.engagement.companyId, assessmentId: a.id };
    await emitDomainEvent(tx, { type: hook, companyId: ref.companyId, data: { ...ref, status: to } });
  }
  record.assessment = { ...a, ...patch, status: to, previousStatus: a.status } as typeof a;
  return to;
}

/** The webhook event of the transitions integrations follow (issue 27). */
const WEBHOOK_OF_ACTION: Partial<
  Record<TAssessmentAction, 'assessment.submitted' | 'assessment.returned' | 'assessment.approved'>
> = {
  submit: 'assessment.submitted',
  resubmit: 'assessment.submitted',
  return: 'assessment.returned',
  approve: 'assessment.approved',
};

function summarise(patch: Patch) {
  const { result: _result, ...rest } = patch;
  return rest;
}
