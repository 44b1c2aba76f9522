import type { FastifyRequest } from 'fastify';

/**
 * Path segments that are secrets: the worker's appeal link key (or the attachment token standing in
 * for it) and the contractor-report link key. They are replaced before a URL reaches a log line.
 */
const SECRET_PATHS: RegExp[] = [
  /^(\/api\/appeals\/key\/)[^/?#]+/,
  // appeals/{key}/… : the key-side calls and file URLs (a manager's appeal id is a UUID: kept)
  /^(\/api\/appeals\/)(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:[/?#]|$))(?!key\/)[^/?#]+/i,
  /^(\/api\/contractor-reports\/)[^/?#]+/,
  /^(\/appeal\/)[^/?#]+/,
  /^(\/contractor-reports\/)[^/?#]+/,
  // the worker's own account (issue 29): the API and the page
  /^(\/api\/worker-accounts\/)[^/?#]+/,
  /^(\/worker-account\/)[^/?#]+/,
];
/** Query parameters that carry a secret. */
const SECRET_QUERY = /([?&](?:linkKey|downloadKey|token)=)[^&#]*/g;

/** The URL with its secret segments and parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  let out = url;
  for (const pattern of SECRET_PATHS) out = out.replace(pattern, '$1[redacted]');
  return out.replace(SECRET_QUERY, '$1[redacted]');
}

/** Fastify's default request serializer, with the URL redacted. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
