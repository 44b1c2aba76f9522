import { ERROR_KEYS, type TErrorResponse } from '@statera/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { mapDatabaseError, sqlState } from '../lib/db-errors.ts';
import { DB_RETRY_AFTER_SECONDS, describeConnectionError, isConnectionLoss, rateLimitedLog } from '../lib/db-faults.ts';

type Issue = { keyword: string; instancePath: string; message?: string; params?: Record<string, unknown> };

/** Message key for a zod issue: our schemas carry keys; zod's own messages are mapped by code. */
function issueKey(issue: Issue): string {
  const m = issue.message ?? '';
  if (/^(errors|documents)\.[\w.]+$/.test(m)) return m;
  if (issue.keyword === 'invalid_type' && m.includes('received undefined')) return 'errors.required';
  if (issue.keyword === 'invalid_format') return issue.params?.format === 'email' ? 'errors.email' : 'errors.format';
  if (issue.keyword === 'too_small') return issue.params?.origin === 'string' ? 'errors.minLength' : 'errors.minValue';
  if (issue.keyword === 'too_big') return issue.params?.origin === 'string' ? 'errors.maxLength' : 'errors.maxValue';
  if (issue.keyword === 'invalid_value') return 'errors.invalidOption';
  if (issue.keyword === 'unrecognized_keys') return 'errors.unknownField';
  return 'errors.invalid';
}

function fieldErrors(issues: Issue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const list = out[field] ?? [];
    list.push(issueKey(issue));
    out[field] = list;
  }
  return out;
}

const STATUS_KEYS: Record<number, string> = {
  400: ERROR_KEYS.validation,
  401: ERROR_KEYS.unauthorized,
  403: ERROR_KEYS.forbidden,
  404: ERROR_KEYS.notFound,
  409: ERROR_KEYS.conflict,
  413: ERROR_KEYS.payloadTooLarge,
  415: ERROR_KEYS.unsupportedMediaType,
  429: ERROR_KEYS.tooManyRequests,
};

/**
 * Fixed messages for the framework's own refusals: its messages quote the request (the path, the
 * media type, the JSON that failed to parse), and an answer never echoes the request.
 */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Authentication required.',
  403: 'You may not do this.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  406: 'This representation is not available.',
  408: 'The request took too long.',
  409: 'This conflicts with the current state.',
  411: 'The request needs a length.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: 'This media type is not supported.',
  429: 'Too many requests.',
  431: 'The request headers are too large.',
};

/** The §8 body of a status the framework chose (400 for anything unknown). */
export function frameworkErrorBody(status: number): TErrorResponse {
  return {
    error_key: STATUS_KEYS[status] ?? ERROR_KEYS.validation,
    message: STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!,
  };
}

/** Every failure leaves as `{ error_key, message, errors? }` with the right status (spec §8). */
export function registerErrorHandler(app: FastifyInstance): void {
  // One warning per 5 s while the database is unreachable, not a stack with SQL per failed request.
  const warnDatabaseDown = rateLimitedLog((fields, msg) => app.log.warn(fields, msg));
  app.setErrorHandler((raw: FastifyError, request, reply) => {
    let status = 500;
    let body: TErrorResponse = { error_key: ERROR_KEYS.internal, message: 'Something went wrong on our side.' };
    // A constraint violation or invalid value refused by PostgreSQL (a race two requests run) is the client's.
    const error = (mapDatabaseError(raw) ?? raw) as FastifyError;
    if (error !== raw) request.log.info({ sqlState: sqlState(raw) }, 'database refused the change');
    if (error instanceof AppError) {
      status = error.statusCode;
      body = { error_key: error.errorKey, message: error.message };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      if (error.headers) reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      body = {
        error_key: ERROR_KEYS.validation,
        message: 'Some fields are not valid.',
        errors: fieldErrors(error.validation as unknown as Issue[]),
      };
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    } else if (isConnectionLoss(error)) {
      // The database is restarting or unreachable: temporary, the pool reconnects when it is back.
      status = 503;
      body = {
        error_key: ERROR_KEYS.serviceUnavailable,
        message: 'The service is briefly unavailable. Try again in a few seconds.',
      };
      reply.header('retry-after', String(DB_RETRY_AFTER_SECONDS));
      warnDatabaseDown({ ...describeConnectionError(error), url: request.routeOptions.url }, 'database unavailable');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = frameworkErrorBody(status);
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(status).send(body);
  });
}
