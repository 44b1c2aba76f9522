import { londonToday } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type EngagementRecord, lockEngagement } from './engagement.repository.ts';

/** UTC calendar day of `now`, as contract dates are stored. */
/** Today as the UK's day (the one calendar). */
export const isoToday = (now: Date = new Date()) => londonToday(now);

/**
 * The first step of every engagement change: the row, locked and scoped to the actor (404 when
 * outside their reach or deleted), and the manager check (403 for those who only see it).
 */
export async function lockForChange(tx: Tx, actor: Actor, id: string): Promise<EngagementRecord> {
  const e = await lockEngagement(tx, actor, id);
  if (!e) throw notFound('Engagement');
  authorize(actor, 'engagement.manage', e);
  return e;
}
