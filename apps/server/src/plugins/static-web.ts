import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_KEYS } from '@statera/shared';
import type { FastifyInstance } from 'fastify';
import { allowedMethodsOf } from './method-not-allowed.ts';

/**
 * Files under /assets/ are Vite's content-hashed build output: a new build gives them new names,
 * so a browser may keep them for a year (docs/decisions/web-delivery.md). Everything else keeps
 * the §9 `no-store` of the security headers (HTML pages and API answers).
 */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const isHashedAsset = (url: string) => /^\/assets\/[^/?#]+$/.test(url.split('?')[0] as string);
/** The build's precompressed siblings (`x.js.br`, `x.js.gz`) are chosen by Accept-Encoding, never asked for. */
const isPrecompressedSibling = (pathName: string) => /\.(br|gz)$/.test(pathName);

/**
 * Serves the built web app; unknown non-API paths get index.html so the client router decides.
 * Brotli or gzip copies written by the build (vite.config.ts) are sent when the client accepts them.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  if (webDist && index && existsSync(index)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => !isPrecompressedSibling(pathName),
    });
    // Runs after the security headers' onSend hook (registered earlier), so it replaces their no-store.
    app.addHook('onSend', async (request, reply, payload) => {
      if ((reply.statusCode === 200 || reply.statusCode === 304) && isHashedAsset(request.url)) {
        reply.header('Cache-Control', HASHED_ASSET_CACHE_CONTROL);
        reply.removeHeader('Pragma');
      }
      return payload;
    });
  }
  const allowedMethods = allowedMethodsOf(app);
  app.setNotFoundHandler((request, reply) => {
    // /api and /api/... are the API; /api-key-generator is a page of the web app.
    const isApi = /^\/api(\/|\?|$)/.test(request.url);
    const allowed = isApi ? allowedMethods(request.method, request.url) : [];
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send({ error_key: ERROR_KEYS.methodNotAllowed, message: 'This method is not allowed here.' });
    }
    // A missing build file (an old chunk after a deploy) is a 404, so the web app reloads itself
    // instead of parsing index.html as JavaScript.
    const isAsset = request.url.startsWith('/assets/');
    if (isApi || isAsset || request.method !== 'GET' || !index || !existsSync(index)) {
      return reply.status(404).send({ error_key: ERROR_KEYS.notFound, message: 'Not found.' });
    }
    // The worker's appeal and own-account pages carry a link key in the address until the app moves it away.
    if (/^\/(appeal|worker-account)(\/|\?|$)/.test(request.url)) reply.header('Referrer-Policy', 'no-referrer');
    return reply.type('text/html').sendFile('index.html');
  });
}
