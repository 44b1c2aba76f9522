import { ERROR_KEYS } from '@statera/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { countInWindow } from '../../lib/rate-limit-store.ts';

const WINDOW_MS = 60_000;

/**
 * Each key's own limit (`api_keys.rate_limit_per_minute`), counted in PostgreSQL like the route
 * limits (`lib/rate-limit-store.ts`, attempt_counters), so it holds across every server process.
 * Every request the key signs counts, from the moment the key is known (the first hook after the
 * app's authentication), so a request refused afterwards — malformed, NUL bytes, an invalid field —
 * counts too: a key cannot send unlimited bad requests. Every answer says where the key stands in
 * the IETF draft's fields (RateLimit-Limit, -Remaining, -Reset in seconds); past the limit 429 with
 * Retry-After.
 */
export function registerKeyRateLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const key = request.actorOrNull?.apiKey;
    if (!key) return;
    const { current, ttl } = await countInWindow(app.db, `api-key:${key.id}`, WINDOW_MS);
    const reset = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('ratelimit-limit', key.rateLimitPerMinute);
    reply.header('ratelimit-remaining', Math.max(0, key.rateLimitPerMinute - current));
    reply.header('ratelimit-reset', reset);
    reply.header('ratelimit-policy', `${key.rateLimitPerMinute};w=${WINDOW_MS / 1000}`);
    if (current > key.rateLimitPerMinute)
      throw new AppError(
        429,
        ERROR_KEYS.tooManyRequests,
        `Too many requests for this API key. Try again in ${reset} s.`,
        undefined,
        {
          'retry-after': String(reset),
        },
      );
  });
}
