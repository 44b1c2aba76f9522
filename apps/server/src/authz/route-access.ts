import type { Actor } from './actor.ts';

/**
 * Which protected routes an actor reaches at all (checked by the auth hook before anything else):
 * an API key only the public API's routes (`config: { apiKeys: true }`, /api/v1); people never
 * those; API users signed in as people only routes marked `config: { apiUsers: true }` (the key
 * generator, their own user, the permissions check, authorization tokens). Everything else is 404.
 */
export function reachesRoute(actor: Actor, route: { apiUsers?: boolean; apiKeys?: boolean }): boolean {
  if (actor.apiKey) return route.apiKeys === true;
  if (route.apiKeys) return false;
  return actor.role !== 'api_user' || route.apiUsers === true;
}
