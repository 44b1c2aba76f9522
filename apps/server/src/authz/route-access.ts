import type { Actor } from './actor.ts';

/**
 * Which protected routes an actor reaches at all (checked by the auth hook before anything else):
 * API users only those marked `config: { apiUsers: true }` (the key generator, their own user, the
 * permissions check, authorization tokens); every other route answers 404 to them.
 */
export function reachesRoute(actor: Actor, route: { apiUsers?: boolean }): boolean {
  return actor.role !== 'api_user' || route.apiUsers === true;
}
