import { ERROR_KEYS } from '@statera/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** If-Match of an update, required (428 without: a blind overwrite is what it prevents). */
export function requireIfMatch(request: FastifyRequest): string {
  const value = request.headers['if-match'];
  if (typeof value !== 'string' || !value)
    throw new AppError(428, ERROR_KEYS.preconditionRequired, 'Send If-Match with the ETag you read.');
  return value;
}

export { notModified } from '../../lib/not-modified.ts';
