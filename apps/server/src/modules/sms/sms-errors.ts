import { ERROR_KEYS } from '@statera/shared';
import { AppError } from '../../lib/app-error.ts';

/** Seconds a user is asked to wait when the provider gave no Retry-After of its own. */
export const SMS_RETRY_AFTER_SECONDS = 30;

/**
 * The provider did not take the message: unreachable, too slow, overloaded (429, 5xx), or refusing
 * our own account (bad credentials, a sender it does not know). 503 with Retry-After; the caller's
 * transaction rolls back, so nothing changed and asking again is safe.
 */
export class SmsUnavailableError extends AppError {
  constructor(retryAfterSeconds = SMS_RETRY_AFTER_SECONDS) {
    super(
      503,
      ERROR_KEYS.smsUnavailable,
      'The text message could not be sent just now. Please try again in a moment.',
      undefined,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/**
 * The provider refused the number itself (Twilio 21211 not a valid number, 21614 not a mobile,
 * 21408/21612 not reachable, 21610 the recipient opted out): asking again will not help, a
 * different number will. 422 with the key on `phone` when the request carried the number.
 */
export class SmsRecipientRefusedError extends AppError {
  constructor(field: string | null = 'phone') {
    super(
      422,
      ERROR_KEYS.phoneNotTextable,
      'This number cannot receive text messages. Enter a mobile number in international format, e.g. +44 7700 900123.',
      field ? { [field]: [ERROR_KEYS.phoneNotTextable] } : undefined,
    );
  }
}
