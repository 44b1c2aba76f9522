import type { Actor } from '../../authz/actor.ts';
import { can } from '../../authz/actor.ts';

/**
 * The statistics pages, their exports and a company's statistics: whoever holds `statistics.view`
 * (provider staff, client and company admins by role; others when granted), unless their group
 * blocks it (holding settings). API users never.
 */
export const statisticsPolicy = {
  view: (actor: Actor) => actor.role !== 'api_user' && can(actor, 'statistics.view'),
};
