import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { frameworkErrorBody } from './error-handler.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/**
 * Fastify's `frameworkErrors`: the router refuses before any route or hook runs (an over-long path
 * parameter: 414, a malformed URL: 400). Answered in the §8 shape with the §9 headers (the hooks
 * that set them never run here) and without quoting the path.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.headers(SECURITY_HEADERS).status(status).send(frameworkErrorBody(status));
}
