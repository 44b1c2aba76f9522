import { previousAssessmentsOf, resultStatusOf, type TPreviousAssessments } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { presentAssessmentSummary } from '../assessments/assessment-summary.presenter.ts';
import { assessmentsOf, findEngagement } from './engagement.repository.ts';

/**
 * The engagement's assessments before its current one (the newest not archived), newest first,
 * with their results; 404 outside the actor's scope.
 */
export async function previousAssessments(db: DbOrTx, actor: Actor, id: string): Promise<TPreviousAssessments> {
  const row = await findEngagement(db, actor, id);
  if (!row) throw notFound('Engagement');
  const previous = previousAssessmentsOf(await assessmentsOf(db, [id]));
  return {
    assessments: previous.map((a) =>
      Object.assign(presentAssessmentSummary(a), {
        outcome: a.result?.outcome ?? null,
        validUntil: a.validUntil,
        rejectionReason: a.rejectionReason,
        reassessmentReason:
          (a.reassessmentReason as TPreviousAssessments['assessments'][number]['reassessmentReason']) ?? null,
        resultStatus: resultStatusOf(a.status),
      }),
    ),
  };
}
