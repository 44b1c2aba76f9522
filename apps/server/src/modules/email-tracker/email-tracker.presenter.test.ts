import { describe, expect, it } from 'vitest';
import { emailNotification, MessageIndex, type StoredEvent } from './email-tracker.presenter.ts';
import type { TrackedMessage } from './email-tracker.repository.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 3, 9, minute));
const message = (id: string, over: Partial<TrackedMessage> = {}): TrackedMessage => ({
  id,
  to: `${id}@example.test`,
  subject: `Subject ${id}`,
  text: `Text ${id}`,
  html: `<p>${id}</p>`,
  templateKey: 'test.note',
  status: 'sent',
  createdAt: at(0),
  sentAt: at(0),
  nextAttemptAt: at(0),
  entityType: 'engagement',
  entityId: 'e1',
  resendOfId: null,
  ...over,
});
const event = (emailMessageId: string, name: StoredEvent['name'], minute: number): StoredEvent => ({
  emailMessageId,
  name,
  occurredAt: at(minute),
});

describe('the tracker presenter', () => {
  it('shows a chain of re-sends as one notification: the newest copy, every event of the chain', () => {
    const first = message('a', { status: 'failed' });
    const second = message('b', { resendOfId: 'a', createdAt: at(5), status: 'failed' });
    const third = message('c', { resendOfId: 'b', createdAt: at(9), status: 'queued' });
    const index = new MessageIndex(
      [first, second, third],
      [event('a', 'bounce', 1), event('a', 'resent', 5), event('b', 'blocked', 6), event('b', 'resent', 9)],
    );
    const n = emailNotification(index, first, true, true);
    expect(n.id).toBe('a');
    expect(n.recipients).toHaveLength(1);
    expect(n.recipients[0]).toMatchObject({ id: 'c', email: 'c@example.test', status: 'queued' });
    expect(n.recipients[0]!.abilities).toEqual({ resend: false });
    expect(n.events.map((e) => e.name)).toEqual(['resent', 'blocked', 'resent', 'bounce']);
    expect(n.content).toBe('Text c');
  });

  it('offers resend only for the newest failed copy, and derives old_sent for untracked sent mail', () => {
    const failed = message('f', { status: 'failed' });
    const index = new MessageIndex([failed, message('old')], [event('f', 'deferred', 1), event('f', 'dropped', 1)]);
    const n = emailNotification(index, failed, false, true);
    expect(n.recipients[0]).toMatchObject({ status: 'failed', abilities: { resend: true } });
    // Same moment: dropped before deferred (the fixed tie order).
    expect(n.events.map((e) => e.name)).toEqual(['dropped', 'deferred']);
    expect(emailNotification(index, message('old'), true, true).events).toEqual([
      { name: 'old_sent', occurredAt: at(0).toISOString() },
    ]);
    // Without the right to resend, no one is offered it.
    expect(emailNotification(index, failed, false, false).recipients[0]!.abilities.resend).toBe(false);
  });

  it('a deferred email says until when it is retried (72 hours from queueing)', () => {
    const deferred = message('d', { status: 'deferred', nextAttemptAt: at(30) });
    const n = emailNotification(new MessageIndex([deferred], [event('d', 'deferred', 1)]), deferred, true, true);
    expect(n.recipients[0]).toMatchObject({
      status: 'deferred',
      nextAttemptAt: at(30).toISOString(),
      retryUntil: new Date(at(0).getTime() + 72 * 3_600_000).toISOString(),
      abilities: { resend: false },
    });
  });
});
