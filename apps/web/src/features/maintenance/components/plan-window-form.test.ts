import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toWindowRequest, ZPlanWindowForm } from './plan-window-form.ts';

const base = { immediate: false, duration: '120' as const, message: '' };

describe('plan maintenance form', () => {
  it('turns a local start and a duration into UTC instants', () => {
    const v = { ...base, date: '2031-03-04', time: '22:30', message: '  Upgrade  ' };
    expect(ZPlanWindowForm.safeParse(v).success).toBe(true);
    const body = toWindowRequest(v);
    expect(dayjs(body.startsAt).format('YYYY-MM-DD HH:mm')).toBe('2031-03-04 22:30');
    expect(Date.parse(body.endsAt) - Date.parse(body.startsAt!)).toBe(120 * 60_000);
    expect(body.message).toBe('Upgrade');
    expect(toWindowRequest({ ...v, message: ' ' }).message).toBeNull();
  });

  it('refuses a start less than 48 hours ahead, on the time field', () => {
    for (const start of [dayjs().subtract(1, 'hour'), dayjs().add(47, 'hour')]) {
      const res = ZPlanWindowForm.safeParse({ ...base, date: start.format('YYYY-MM-DD'), time: start.format('HH:mm') });
      expect(res.success).toBe(false);
      expect(res.error?.issues).toEqual([
        expect.objectContaining({ path: ['time'], message: 'errors.maintenanceNoticeTooShort' }),
      ]);
    }
    const later = dayjs().add(49, 'hour');
    expect(
      ZPlanWindowForm.safeParse({ ...base, date: later.format('YYYY-MM-DD'), time: later.format('HH:mm') }).success,
    ).toBe(true);
  });

  it('requires a date, a time and one of the durations', () => {
    const res = ZPlanWindowForm.safeParse({ ...base, date: '', time: '' });
    expect(res.error?.issues.map((i) => i.path[0]).sort()).toEqual(['date', 'time']);
    const later = dayjs().add(3, 'day');
    const odd = { ...base, date: later.format('YYYY-MM-DD'), time: '10:00', duration: '45' };
    expect(ZPlanWindowForm.safeParse(odd).error?.issues.map((i) => i.path[0])).toEqual(['duration']);
  });

  it('starts now without a date or time when asked, the end counted from now', () => {
    const v = { ...base, immediate: true, date: '', time: '' };
    expect(ZPlanWindowForm.safeParse(v).success).toBe(true);
    const now = dayjs('2031-03-04T10:00:00Z');
    expect(toWindowRequest(v, now)).toEqual({ immediate: true, endsAt: '2031-03-04T12:00:00.000Z', message: null });
  });
});
