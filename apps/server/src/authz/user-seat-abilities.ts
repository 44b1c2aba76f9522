import { engagementPolicy } from '../modules/engagements/engagement.policy.ts';
import type { Actor } from './actor.ts';

/**
 * The engagement abilities the user page offers about a person: passing their specialist or
 * approver seats to someone else (PUT users/{id}/engagements). The engagements module's rule, read
 * here so the users module need not depend on the engagements module (which depends on it).
 */
export function userSeatAbilities(actor: Actor, user: { companyId: string | null }): Record<string, boolean> {
  return { swapEngagementSeats: engagementPolicy.swapSeats(actor, user) };
}
