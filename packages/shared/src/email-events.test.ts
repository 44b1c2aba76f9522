import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_EVENT_TIE_ORDER, EMAIL_EVENTS, sortEmailEvents, type TEmailEvent } from './email-events.ts';

describe('sortEmailEvents', () => {
  it('puts the newest first', () => {
    const sorted = sortEmailEvents([
      { event: 'processed', date: '2026-03-01T10:00:00Z' },
      { event: 'open', date: '2026-03-01T12:00:00Z' },
      { event: 'delivered', date: '2026-03-01T10:05:00Z' },
    ]);
    expect(sorted.map((e) => e.event)).toEqual(['open', 'delivered', 'processed']);
  });

  it('orders events of the same moment by the fixed tie order', () => {
    const at = '2026-03-01T10:00:00Z';
    const shuffled: TEmailEvent[] = ['processed', 'old_sent', 'deferred', 'open', 'resent', 'blocked', 'delivered'];
    const sorted = sortEmailEvents(shuffled.map((event) => ({ event, date: at })));
    expect(sorted.map((e) => e.event)).toEqual([
      'resent',
      'open',
      'delivered',
      'blocked',
      'deferred',
      'processed',
      'old_sent',
    ]);
  });

  it('ranks every event in the tie order exactly once', () => {
    expect([...EMAIL_EVENT_TIE_ORDER].sort()).toEqual([...EMAIL_EVENTS].sort());
  });

  it('gives the same order whatever the input order', () => {
    const record = fc.record({
      event: fc.constantFrom(...EMAIL_EVENTS),
      date: fc.integer({ min: 0, max: 5 }).map((m) => new Date(Date.UTC(2026, 0, 1, 0, m)).toISOString()),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 12 }), (events) => {
        const once = sortEmailEvents(events);
        const again = sortEmailEvents([...events].reverse());
        expect(again.map((e) => `${e.date} ${e.event}`)).toEqual(once.map((e) => `${e.date} ${e.event}`));
        for (let i = 1; i < once.length; i++) {
          const prev = once[i - 1];
          const cur = once[i];
          if (!prev || !cur) continue;
          expect(Date.parse(prev.date)).toBeGreaterThanOrEqual(Date.parse(cur.date));
        }
      }),
    );
  });
});
