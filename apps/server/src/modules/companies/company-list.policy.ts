import { type Actor, can } from '../../authz/actor.ts';

/** Lists of companies. */
export const companyListPolicy = {
  /** Any company list: everyone but API users (their scope decides what is in it). */
  list: (actor: Actor): boolean => actor.role !== 'api_user',
  /** `rows=ALL`: the all-companies admin list, for provider admins. */
  listAllAtOnce: (actor: Actor): boolean => can(actor, 'clients.manage'),
};
