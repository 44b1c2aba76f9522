import {
  APPEAL_TRANSITIONS,
  DAY_MS,
  later,
  type TAppealAction,
  type TAppealStatus,
  TIME_LIMITS,
} from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appeals } from '../../db/schema/index.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { emitDomainEvent } from '../webhooks/domain-events.ts';

type Patch = Partial<typeof appeals.$inferInsert>;

/** What a transition needs of the appeal (a row read in the caller's transaction). */
export interface AppealState {
  id: string;
  status: TAppealStatus;
  companyId: string;
}

/** The status an action leads to from `from` (the appeal table lists one target per action). */
export function nextAppealStatus(from: TAppealStatus, action: TAppealAction): TAppealStatus | null {
  return APPEAL_TRANSITIONS[from]?.[action]?.[0] ?? null;
}

/**
 * Moves an appeal along the shared table APPEAL_TRANSITIONS (409 errors.invalidStateTransition when
 * the table forbids it), applying `patch`, touching updated_at and writing the audit event
 * `appeal.<action>` in the caller's transaction. `actorId` null: the worker or a job.
 */
export async function transitionAppeal(
  tx: DbOrTx,
  actorId: string | null,
  appeal: AppealState,
  action: TAppealAction,
  patch: Patch = {},
  audit: Record<string, unknown> = {},
): Promise<TAppealStatus> {
  assertTransition(APPEAL_TRANSITIONS, 'appeal', appeal.status, action);
  const to = nextAppealStatus(appeal.status, action)!;
  const now = new Date();
  // The worker's link expires a stated time after the appeal closes; reopening gives it back.
  const keyExpiresAt =
    to === 'closed' ? later(now, TIME_LIMITS.appealKeyAfterCloseDays, DAY_MS) : to === 'reopened' ? null : undefined;
  await tx
    .update(appeals)
    .set({ ...patch, status: to, updatedAt: now, ...(keyExpiresAt !== undefined ? { keyExpiresAt } : {}) })
    .where(eq(appeals.id, appeal.id));
  await recordAudit(tx, {
    actorId,
    action: `appeal.${action}`,
    entityType: 'appeal',
    entityId: appeal.id,
    companyId: appeal.companyId,
    before: { status: appeal.status },
    after: { status: to, ...audit },
  });
  if (action === 'start' || action === 'close_accepted' || action === 'close_rejected') {
    await emitAppealEvent(tx, appeal, action);
  }
  appeal.status = to;
  return to;
}

/** The webhook event of an appeal opened (the worker starts, or a manager records it) or decided. */
async function emitAppealEvent(tx: DbOrTx, appeal: AppealState, action: 'start' | 'close_accepted' | 'close_rejected') {
  const [a] = await tx
    .select({ engagementId: appeals.engagementId, assessmentId: appeals.assessmentId })
    .from(appeals)
    .where(eq(appeals.id, appeal.id));
  if (!a) return;
  const ref = { ...a, companyId: appeal.companyId, appealId: appeal.id };
  if (action === 'start') await emitDomainEvent(tx, { type: 'appeal.opened', companyId: ref.companyId, data: ref });
  else {
    const decision = action === 'close_accepted' ? ('accepted' as const) : ('rejected' as const);
    await emitDomainEvent(tx, { type: 'appeal.decided', companyId: ref.companyId, data: { ...ref, decision } });
  }
}
