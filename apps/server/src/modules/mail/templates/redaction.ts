/**
 * Templates whose body carries a secret the recipient alone should hold (a contractor report link
 * key, its download code). Once the message is delivered, or given up, the outbox keeps only its
 * subject and status: the body is replaced, so the database holds the secret only as a hash.
 */
export const REDACT_AFTER_DELIVERY: ReadonlySet<string> = new Set([
  'contractor_report.link',
  'contractor_report.code',
  'contractor_report.digest',
  'worker_account.invitation',
]);

export const REDACTED_BODY = '[removed after delivery: it contained a one-time link or code]';

/** The body columns to write when a message of `templateKey` leaves the outbox (sent or failed). */
export const redactedBody = (templateKey: string) =>
  REDACT_AFTER_DELIVERY.has(templateKey) ? { text: REDACTED_BODY, html: REDACTED_BODY } : {};
