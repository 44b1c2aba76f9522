import { ERROR_KEYS } from '@statera/shared';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { DbOrTx } from '../../db/client.ts';
import { assessments, companies, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** Where the decider stands on the disputed statement (issue 29 item 3). */
export interface DeskPosition {
  /** The actor approved the statement under appeal. */
  approvedStatement: boolean;
  /** Someone else of the group could decide (an active appeal manager or lead other than the actor). */
  othersEligible: boolean;
}

/** Whether `actor` approved the disputed statement, and whether anyone else of the group may decide. */
export async function deskPosition(
  db: DbOrTx,
  actor: Actor,
  appeal: { assessmentId: string },
  rootCompanyId: string,
): Promise<DeskPosition> {
  const [a] = await db
    .select({ approverId: assessments.approverId })
    .from(assessments)
    .where(eq(assessments.id, appeal.assessmentId));
  if (a?.approverId !== actor.id) return { approvedStatement: false, othersEligible: true };
  const [others] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        ne(users.id, actor.id),
        eq(users.status, 'active'),
        inArray(users.amRole, ['appeal_manager', 'lead_appeal_manager']),
        or(eq(companies.id, rootCompanyId), eq(companies.parentId, rootCompanyId)),
      ),
    );
  return { approvedStatement: true, othersEligible: (others?.n ?? 0) > 0 };
}

/**
 * The fair dispute desk: the person who approved the disputed statement may not decide its appeal
 * (403 errors.appealDeciderApprovedStatement) while another appeal manager or the lead of the group
 * could. When nobody else could, they decide, and the decision records why (422 without a reason of
 * 10+ characters). Answers the reason to record, or null for an ordinary decision.
 */
export async function assertMayDecide(
  tx: DbOrTx,
  actor: Actor,
  appeal: { assessmentId: string },
  rootCompanyId: string,
  conflictReason: string | undefined,
): Promise<string | null> {
  const desk = await deskPosition(tx, actor, appeal, rootCompanyId);
  if (!desk.approvedStatement) return null;
  authorize(actor, 'appealDesk.decide', desk);
  const reason = conflictReason?.trim() ?? '';
  if (reason.length < 10) {
    throw new AppError(
      422,
      ERROR_KEYS.appealConflictReasonRequired,
      'You approved the statement under appeal and nobody else can decide it: say why you decide it all the same.',
      { conflictReason: [ERROR_KEYS.appealConflictReasonRequired] },
    );
  }
  return reason;
}
