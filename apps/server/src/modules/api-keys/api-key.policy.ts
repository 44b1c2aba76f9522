import { type Actor, can } from '../../authz/actor.ts';

/** API keys (spec §6: the API-key generator). */
export const apiKeyPolicy = {
  /** API users generate keys for themselves; provider admins too, for their own account. */
  generate: (actor: Actor): boolean => can(actor, 'api_key.generate'),
};
