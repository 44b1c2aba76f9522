import { ERROR_KEYS, type TErrorKey } from '@statera/shared';

/** A failure with its HTTP status and the spec §8 body; thrown by services, shaped by the error handler. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorKey: TErrorKey | string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new AppError(404, ERROR_KEYS.notFound, `${what} not found.`);
export const forbidden = (message = 'You may not do this.') => new AppError(403, ERROR_KEYS.forbidden, message);
export const unauthorized = (message = 'Authentication required.') =>
  new AppError(401, ERROR_KEYS.unauthorized, message);
export const conflict = (key: string, message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(409, key, message, fieldErrors);
export const invalid = (field: string, key: string, message: string) =>
  new AppError(400, ERROR_KEYS.validation, message, { [field]: [key] });
export const badTransition = (from: string, action: string) =>
  new AppError(409, ERROR_KEYS.invalidTransition, `Cannot ${action.replace('_', ' ')} an assessment that is ${from}.`);
