import type { FastifyInstance } from 'fastify';
import { runInRequestContext } from '../lib/request-context.ts';

/**
 * Opens the request context (`lib/request-context.ts`) for each request before anything else runs;
 * the auth hook adds the API key once it knows it.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    runInRequestContext({ requestId: String(request.id), ip: request.ip, apiKeyId: null }, done);
  });
}
