import type { FastifyRequest } from 'fastify';

/** Whether the client already holds this version (If-None-Match names its ETag, weak or not): then 304. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const value = request.headers['if-none-match'];
  return typeof value === 'string' && value.split(',').some((v) => v.trim().replace(/^W\//, '') === etag);
}
