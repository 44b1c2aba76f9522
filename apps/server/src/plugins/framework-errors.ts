import { ERROR_KEYS, type TErrorResponse } from '@statera/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PARAM_LENGTH } from './openapi-document.ts';

/**
 * The router's own refusals (before any route or hook runs) in the §8 error shape, as OpenAPI
 * documents them, never echoing the path: 414 for a path parameter longer than `maxParamLength`,
 * 400 for a path that is not a valid URL component.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: TErrorResponse = {
    error_key: ERROR_KEYS.validation,
    message: tooLong
      ? `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.`
      : 'The path is not a valid URL component.',
  };
  reply
    .code(tooLong ? 414 : (error.statusCode ?? 400))
    .header('cache-control', 'no-store')
    .send(body);
}
