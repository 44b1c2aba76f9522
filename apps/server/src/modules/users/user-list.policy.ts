import { isProviderRole } from '@statera/shared';
import { type Actor, can } from '../../authz/actor.ts';

/** Lists of people. */
export const userListPolicy = {
  /** GET users: the platform-wide list, for provider staff (provider users see the clients they manage). */
  listAll: (actor: Actor): boolean => isProviderRole(actor.role) && can(actor, 'users.view'),
  /** A company's people, for those who manage the company and hold `users.view`. */
  listCompanyUsers: (actor: Actor): boolean =>
    can(actor, 'users.view') && (actor.managedCompanyIds === 'all' || actor.managedCompanyIds.length > 0),
};
