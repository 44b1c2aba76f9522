import type { FastifyInstance } from 'fastify';
import Router from 'find-my-way';

/**
 * The methods an API path takes, for a 405 with `Allow` instead of a 404 when a known path is
 * called with another method (RFC 9110 §15.5.6; issue 30 item 9). Fastify's router answers only
 * "no route for this method"; a second router over the same route table (app.routeTable, the
 * routes as registered, with their parameter patterns) tells which methods the path has. It is
 * built on the first miss, once every route is registered.
 */
export function allowedMethodsOf(app: FastifyInstance): (method: string, url: string) => string[] {
  let router: Router.Instance<Router.HTTPVersion.V1> | undefined;
  const methods = new Set<string>();
  const build = () => {
    const r = Router({ maxParamLength: Number.MAX_SAFE_INTEGER, ignoreDuplicateSlashes: false });
    for (const { method, url } of app.routeTable) {
      if (!url.startsWith('/api')) continue;
      methods.add(method);
      if (!r.hasRoute(method as Router.HTTPMethod, url)) r.on(method as Router.HTTPMethod, url, () => undefined);
    }
    return r;
  };
  return (method, url) => {
    router ??= build();
    const path = url.split('?')[0] as string;
    const allowed = [...methods].filter((m) => m !== method && router?.find(m as Router.HTTPMethod, path) !== null);
    // GET answers HEAD too (Fastify's exposeHeadRoutes).
    if (allowed.includes('GET')) allowed.push('HEAD');
    return allowed.sort();
  };
}
