import {
  ENGAGEMENT_TRANSITIONS,
  type TEngagementAction,
  type TEngagementStatus,
  transitionTargets,
} from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { engagements } from '../../db/schema/index.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { recordAudit } from '../audit/audit.service.ts';

type EngagementInsert = typeof engagements.$inferInsert;
/** The other columns a transition writes with the new status (e.g. archivedComment). */
export type EngagementTransitionPatch = Partial<Omit<EngagementInsert, 'id' | 'companyId' | 'status' | 'updatedAt'>>;
/** What the helper needs of the engagement: a row of the table or the `engagement` of a repository row. */
export type EngagementState = Pick<typeof engagements.$inferSelect, 'id' | 'companyId' | 'status'>;

/**
 * Moves an engagement along the shared transition table (`ENGAGEMENT_TRANSITIONS`; 409
 * errors.invalidStateTransition when the table forbids it), writing `patch` with the new status
 * and the audit event `engagement.<action>` in the caller's transaction. Where the table allows
 * more than one target (a restore goes back to the status before the archive), the service names
 * it in `to`; the table must list it. Authorization and the scoped lookup stay with the caller.
 * Returns the new status and updates `engagement` in place.
 */
export async function transitionEngagement(
  tx: Tx,
  actor: { id: string | null },
  engagement: EngagementState,
  action: TEngagementAction,
  patch: EngagementTransitionPatch = {},
  to?: TEngagementStatus,
): Promise<TEngagementStatus> {
  const from = engagement.status;
  assertTransition(ENGAGEMENT_TRANSITIONS, 'engagement', from, action, to);
  const target = to ?? onlyTarget(from, action);
  await tx
    .update(engagements)
    .set({ ...patch, status: target, updatedAt: new Date() })
    .where(eq(engagements.id, engagement.id));
  await recordAudit(tx, {
    actorId: actor.id,
    action: `engagement.${action}`,
    entityType: 'engagement',
    entityId: engagement.id,
    companyId: engagement.companyId,
    before: { status: from, ...priorValues(engagement, patch) },
    after: { status: target, ...patch },
  });
  engagement.status = target;
  return target;
}

/** The single status `action` leads to; a service must name the target when the table lists several. */
function onlyTarget(from: TEngagementStatus, action: TEngagementAction): TEngagementStatus {
  const targets = transitionTargets(ENGAGEMENT_TRANSITIONS, from, action);
  if (targets.length !== 1) {
    throw new Error(`engagement ${action} from ${from} leads to ${targets.join(' or ')}: name the target status`);
  }
  return targets[0]!;
}

/** The values the patch replaces, when the caller passed the whole row (the history shows before → after). */
function priorValues(engagement: EngagementState, patch: EngagementTransitionPatch): Record<string, unknown> {
  const row = engagement as EngagementState & Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(patch)) if (key in row) out[key] = row[key];
  return out;
}
