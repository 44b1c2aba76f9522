import { API_KEY_HEADER, AUTHORIZATION_TOKEN_HEADER } from '@statera/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Actor, keyActor, loadActor } from '../authz/actor.ts';
import { ACTOR_CHANGED_CHANNEL, ActorCache } from '../authz/actor-cache.ts';
import { reachesRoute } from '../authz/route-access.ts';
import type { DbOrTx } from '../db/client.ts';
import { notFound, unauthorized } from '../lib/app-error.ts';
import { requestContext } from '../lib/request-context.ts';
import { authenticateApiKey } from '../modules/api-keys/api-key-auth.ts';
import { consumeAuthorization } from '../modules/authorization-tokens/authorization-token.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers without a signed-in user (login, health, documentation). */
    public?: boolean;
    /** Route open to API users signed in as people (the key generator, their profile); 404 to other API users' calls. */
    apiUsers?: boolean;
    /** A route of the public API (/api/v1): reached by API keys only, 404 to everyone else. */
    apiKeys?: boolean;
    /** The scope a key needs for the route (documented in OpenAPI; the policies enforce it). */
    apiScope?: import('@statera/shared').TApiScope;
  }
  interface FastifyRequest {
    actorOrNull: Actor | null;
  }
  interface FastifyInstance {
    /** Signed-in actors kept between requests; null when off (authz/actor-cache.ts). */
    actorCache: ActorCache | null;
  }
}

/** Methods that may change what an actor is made of: their answer waits until the cache is cleared. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Deny by default: every /api route needs a valid access token of a live session (or an X-Api-Key)
 * unless marked `config.public`. API users reach only routes marked `config.apiUsers`.
 */
export async function registerAuth(app: FastifyInstance, withCache: boolean): Promise<void> {
  app.decorateRequest('actorOrNull', null);
  // Without a way to listen (a database stub that only builds the route table) there is no cache:
  // it would never learn of a change.
  const cache = withCache && typeof app.database.listen === 'function' ? new ActorCache() : null;
  app.decorate('actorCache', cache);
  if (cache) {
    const stop = await app.database.listen(ACTOR_CHANGED_CHANNEL, cache.handlers);
    app.addHook('onClose', stop);
    // This process's own writes (a logout, a role change…) are seen by the very next request of its
    // client, before the database's announcement arrives; other processes get the announcement.
    app.addHook('onSend', async (request) => {
      if (!READ_METHODS.has(request.method)) cache.clear();
    });
  }
  // onRequest: before the body is parsed or validated, so anonymous callers learn nothing about it
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public || !request.url.startsWith('/api/')) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : null;
    const apiKey = request.headers[API_KEY_HEADER];
    let userId: string;
    let sessionId: string | undefined;
    if (token) {
      const claims = await app.tokens.verify(token);
      if (!claims) throw unauthorized('The access token is invalid or expired.');
      userId = claims.sub;
      sessionId = claims.sid;
    } else if (typeof apiKey === 'string' && apiKey) {
      // A key is read afresh on every request (revocation and expiry hold at once), not cached.
      const identity = await authenticateApiKey(app.db, apiKey);
      const actor = identity && keyActor(identity.user, identity.key, identity.groupIds, identity.blocked);
      if (!actor) throw unauthorized('The API key is invalid, expired or was revoked.');
      if (!reachesRoute(actor, request.routeOptions.config)) throw notFound();
      const context = requestContext();
      if (context) context.apiKeyId = actor.apiKey?.id ?? null;
      request.actorOrNull = actor;
      return;
    } else {
      throw unauthorized();
    }
    // An access token lives only as long as its session: a revoked family refuses it at once.
    const load = () => loadActor(app.db, userId, sessionId);
    const actor = cache ? await cache.actor(userId, sessionId, load) : await load();
    if (!actor) throw unauthorized('The session has ended or the account is not active.');
    // API users see only the API-key generator and the documentation (later features open more).
    if (!reachesRoute(actor, request.routeOptions.config)) throw notFound();
    request.actorOrNull = actor;
  });
}

/** The X-Authorization-Token header of a request, or null. */
export function authorizationTokenOf(request: FastifyRequest): string | null {
  const value = request.headers[AUTHORIZATION_TOKEN_HEADER];
  return typeof value === 'string' && value ? value : null;
}

/**
 * For a sensitive change: unless the actor is a provider admin, demands a valid unused
 * X-Authorization-Token of that actor and consumes it (403 errors.authorizationRequired otherwise).
 * Pass the transaction of the change so a refused change leaves the token unused.
 */
export async function requireAuthorization(request: FastifyRequest, actor: Actor, tx?: DbOrTx): Promise<void> {
  await consumeAuthorization(tx ?? request.server.db, actor, authorizationTokenOf(request));
}

/** The signed-in actor of a non-public route. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actorOrNull) throw unauthorized();
  return request.actorOrNull;
}
