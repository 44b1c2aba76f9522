import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_KEYS } from '@statera/shared';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; unknown non-API paths get index.html so the client router decides. */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  if (webDist && index && existsSync(index)) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, cacheControl: false });
  }
  app.setNotFoundHandler((request, reply) => {
    // /api and /api/... are the API; /api-key-generator is a page of the web app.
    const isApi = /^\/api(\/|\?|$)/.test(request.url);
    // A missing build file (an old chunk after a deploy) is a 404, so the web app reloads itself
    // instead of parsing index.html as JavaScript.
    const isAsset = request.url.startsWith('/assets/');
    if (isApi || isAsset || request.method !== 'GET' || !index || !existsSync(index)) {
      return reply.status(404).send({ error_key: ERROR_KEYS.notFound, message: 'Not found.' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
