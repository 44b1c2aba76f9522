import { type Actor, can } from '../../authz/actor.ts';

/** Option lists of people (search boxes and selects). */
export const userOptionsPolicy = {
  /** gt-user-options and gt-managers: provider staff to choose a client's manager from (provider admins). */
  listProviderStaff: (actor: Actor): boolean => can(actor, 'clients.manage'),
};
