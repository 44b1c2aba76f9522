import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Actor, loadActor } from '../authz/actor.ts';
import { unauthorized } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers without a signed-in user (login, health, documentation). */
    public?: boolean;
  }
  interface FastifyRequest {
    actorOrNull: Actor | null;
  }
}

/** Deny by default: every /api route needs a valid access token unless marked `config.public`. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('actorOrNull', null);
  // onRequest: before the body is parsed or validated, so anonymous callers learn nothing about it
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public || !request.url.startsWith('/api/')) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : null;
    if (!token) throw unauthorized();
    const claims = await app.tokens.verify(token);
    if (!claims) throw unauthorized('The access token is invalid or expired.');
    const actor = await loadActor(app.db, claims.sub);
    if (!actor) throw unauthorized('The account is not active.');
    request.actorOrNull = actor;
  });
}

/** The signed-in actor of a non-public route. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actorOrNull) throw unauthorized();
  return request.actorOrNull;
}
