/** Delivery events of an email (spec §4), as the mail provider's webhook and the outbox record them. */
export const EMAIL_EVENTS = [
  'old_sent',
  'processed',
  'delivered',
  'open',
  'dropped',
  'deferred',
  'bounce',
  'blocked',
  'resent',
] as const;
export type TEmailEvent = (typeof EMAIL_EVENTS)[number];

/**
 * How events with the same moment are ordered, first shown first (spec §4 "ties by a fixed order"):
 * the later stage of a message's life comes first, as newest-first implies. A resend starts a new
 * attempt; an open follows delivery; delivery and the failures (bounce, blocked, dropped) end
 * processing; deferred is an interim answer; processed precedes them all; old_sent marks messages
 * recorded before event tracking.
 */
export const EMAIL_EVENT_TIE_ORDER: readonly TEmailEvent[] = [
  'resent',
  'open',
  'delivered',
  'bounce',
  'blocked',
  'dropped',
  'deferred',
  'processed',
  'old_sent',
];

/** Events that need the user's action: the address must be edited and the email resent (spec §8). */
export const FAILED_EMAIL_EVENTS: readonly TEmailEvent[] = ['blocked', 'bounce', 'dropped'];

export interface TEmailEventRecord {
  event: TEmailEvent;
  /** ISO moment. */
  date: string;
}

/** Newest first; events of the same moment in EMAIL_EVENT_TIE_ORDER. Returns a new array. */
export function sortEmailEvents<T extends TEmailEventRecord>(events: readonly T[]): T[] {
  const rank = (e: TEmailEvent) => EMAIL_EVENT_TIE_ORDER.indexOf(e);
  return [...events].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || rank(a.event) - rank(b.event));
}
