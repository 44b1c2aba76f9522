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
  appeal.status = to;
  return to;
}
