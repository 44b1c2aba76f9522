import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appeals } from '../../db/schema/index.ts';
import { inGroup } from './appeal.repository.ts';
import { transitionAppeal } from './appeal-transition.ts';

/**
 * Appeals still waiting for the worker (created) become `disabled`, in the caller's transaction:
 * for one engagement (archived or deleted before the worker started) or for a whole client group
 * (its appeal process ended). Appeals under way are left alone — the engagement actions refuse while
 * one exists, and a statutory appeal is answered even if the subscription ends. Answers how many.
 */
export async function disableWaitingAppeals(
  tx: DbOrTx,
  scope: { engagementId: string } | { rootCompanyId: string },
  actorId: string | null,
): Promise<number> {
  const where = 'engagementId' in scope ? eq(appeals.engagementId, scope.engagementId) : inGroup(scope.rootCompanyId);
  const waiting = await tx
    .select({ id: appeals.id, status: appeals.status, companyId: appeals.companyId })
    .from(appeals)
    .where(and(where, eq(appeals.status, 'created')))
    .for('update');
  for (const a of waiting) await transitionAppeal(tx, actorId, a, 'disable');
  return waiting.length;
}
