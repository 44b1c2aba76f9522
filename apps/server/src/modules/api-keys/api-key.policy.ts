import { type Actor, can } from '../../authz/actor.ts';

/** A key as the rules need it: whose it is. */
export interface ApiKeySubject {
  userId: string;
}

/** An API user's own keys, managed by the API user signed in as a person (a key makes no keys). */
const owns = (actor: Actor, key: ApiKeySubject) => key.userId === actor.id && !actor.apiKey;

/** API keys (spec §6: the API-key generator; docs/decisions/api-keys.md). */
export const apiKeyPolicy = {
  /** Someone else's key is not found. */
  visible: owns,
  /** API users of a client group make keys for themselves (never with a key). */
  generate: (actor: Actor): boolean =>
    actor.role === 'api_user' && actor.rootCompanyId !== null && !actor.apiKey && can(actor, 'api_key.generate'),
  /** Rotating and revoking: the key's own API user. */
  manage: owns,
};
