import { canTransition, ENGAGEMENT_TRANSITIONS, ERROR_KEYS } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { engagementScope } from '../../authz/scopes.ts';
import type { Db } from '../../db/client.ts';
import { engagements } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { createFirstAssessment, preAssessmentApproved } from '../assessments/assessment.service.ts';
import { recordAudit } from '../audit/audit.service.ts';

/**
 * A preliminary engagement whose pre-assessment is approved becomes active (ENGAGEMENT_TRANSITIONS
 * `convert`), and its full assessment is created, due at the contract start (or today). The
 * approved pre-assessment stays in the timeline; the engagement then reports `wasPreliminary`.
 */
export async function convertEngagement(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [e] = await tx
      .select()
      .from(engagements)
      .where(and(eq(engagements.id, id), engagementScope(actor)))
      .for('update');
    if (!e) throw notFound('Engagement');
    authorize(actor, 'engagement.manage', e);
    if (!canTransition(ENGAGEMENT_TRANSITIONS, e.status, 'convert')) {
      throw new AppError(409, ERROR_KEYS.invalidTransition, `Cannot convert an engagement that is ${e.status}.`);
    }
    // Managing the company is asked above (403): what is left of the rule is the state (409).
    authorize(actor, 'engagement.convert', e);
    if (!(await preAssessmentApproved(tx, id))) {
      throw new AppError(409, ERROR_KEYS.preAssessmentNotApproved, 'The pre-assessment is not approved yet.');
    }
    const [converted] = await tx
      .update(engagements)
      .set({ status: 'active', updatedAt: new Date() })
      .where(eq(engagements.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engagement.converted',
      entityType: 'engagement',
      entityId: id,
      companyId: e.companyId,
      before: { status: e.status },
      after: { status: 'active' },
    });
    await createFirstAssessment(tx, actor, converted!);
  });
}
