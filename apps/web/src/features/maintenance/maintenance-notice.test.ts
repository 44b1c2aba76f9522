import type { TMaintenanceWindow } from '@statera/shared';
import { describe, expect, it } from 'vitest';
import { readDismissed, rememberDismissed, windowToAnnounce } from './maintenance-notice.ts';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 5, 10, 22, 0);
const upcoming: TMaintenanceWindow = {
  id: 'w1',
  startsAt: new Date(START).toISOString(),
  endsAt: new Date(START + 2 * HOUR).toISOString(),
  message: 'Database upgrade',
};
const status = { current: null, upcoming };

describe('windowToAnnounce (maintenance notice: 48 h before the start until the start)', () => {
  it.each([
    ['more than 48 h ahead: hidden', START - 48 * HOUR - 1, [], false],
    ['exactly 48 h ahead: shown', START - 48 * HOUR, [], true],
    ['an hour ahead: shown', START - HOUR, [], true],
    ['at the start: hidden (the maintenance page takes over)', START, [], false],
    ['after the start: hidden', START + HOUR, [], false],
    ['dismissed: hidden', START - HOUR, ['w1'], false],
    ['another window dismissed: shown', START - HOUR, ['w0'], true],
  ] as const)('%s', (_name, now, dismissed, shown) => {
    expect(windowToAnnounce(status, now, dismissed)).toEqual(shown ? upcoming : null);
  });

  it('announces nothing without an upcoming window', () => {
    expect(windowToAnnounce({ current: null, upcoming: null }, START - HOUR, [])).toBeNull();
    expect(windowToAnnounce(undefined, START - HOUR, [])).toBeNull();
  });

  it('remembers dismissals per window id in localStorage', () => {
    expect(readDismissed()).toEqual([]);
    rememberDismissed('w1');
    rememberDismissed('w2');
    rememberDismissed('w1');
    expect(readDismissed()).toEqual(['w2', 'w1']);
    window.localStorage.setItem('statera.maintenanceDismissed', 'not json');
    expect(readDismissed()).toEqual([]);
  });
});
