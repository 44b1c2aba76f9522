import { expect } from '@playwright/test';
import type { SinkMessage } from './mail-sink.ts';

export type { SinkMessage };

/** The mail sink's HTTP API (E2E_MAIL_URL), started by e2e/support/services.ts. */
function mailUrl(path: string): string {
  const base = process.env.E2E_MAIL_URL;
  if (!base) throw new Error('E2E_MAIL_URL is not set: start e2e/support/services.ts and pass its mailUrl');
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** Messages delivered to `email`, newest first. */
export async function mailsTo(email: string): Promise<SinkMessage[]> {
  const res = await fetch(mailUrl(`/messages?to=${encodeURIComponent(email)}`));
  if (!res.ok) throw new Error(`mail sink answered ${res.status}`);
  return (await res.json()) as SinkMessage[];
}

/** Forgets the messages of one recipient (or of everyone). */
export async function clearMail(email?: string): Promise<void> {
  const query = email ? `?to=${encodeURIComponent(email)}` : '';
  const res = await fetch(mailUrl(`/messages${query}`), { method: 'DELETE' });
  if (!res.ok) throw new Error(`mail sink answered ${res.status}`);
}

/**
 * Waits until `email` has received a message (whose subject matches, when given) after `since`, and
 * answers the newest one. The app's mail worker sends the outbox every few seconds.
 */
export async function waitForMail(
  email: string,
  opts: { subject?: string | RegExp; since?: Date; timeout?: number } = {},
): Promise<SinkMessage> {
  const matches = (m: SinkMessage) =>
    (!opts.since || new Date(m.date) >= opts.since) &&
    (opts.subject === undefined ||
      (typeof opts.subject === 'string' ? m.subject.includes(opts.subject) : opts.subject.test(m.subject)));
  let found: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email)).find(matches);
        return Boolean(found);
      },
      { timeout: opts.timeout ?? 20_000, message: `a mail to ${email}` },
    )
    .toBe(true);
  return found!;
}
