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
  record.assessment = { ...a, ...patch, status: to, previousStatus: a.status } as typeof a;
  return to;
}

function summarise(patch: Patch) {
  const { result: _result, ...rest } = patch;
  return rest;
}
