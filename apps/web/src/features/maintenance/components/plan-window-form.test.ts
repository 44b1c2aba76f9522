import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toWindowRequest, ZPlanWindowForm } from './plan-window-form.ts';

describe('plan maintenance form', () => {
  it('turns a local start and a duration into UTC instants', () => {
    const v = { date: '2031-03-04', time: '22:30', duration: '120' as const, message: '  Upgrade  ' };
    expect(ZPlanWindowForm.safeParse(v).success).toBe(true);
    const body = toWindowRequest(v);
    expect(dayjs(body.startsAt).format('YYYY-MM-DD HH:mm')).toBe('2031-03-04 22:30');
    expect(Date.parse(body.endsAt) - Date.parse(body.startsAt)).toBe(120 * 60_000);
    expect(body.message).toBe('Upgrade');
    expect(toWindowRequest({ ...v, message: ' ' }).message).toBeNull();
  });

  it('refuses a start in the past, on the time field', () => {
    const past = dayjs().subtract(1, 'hour');
    const res = ZPlanWindowForm.safeParse({
      date: past.format('YYYY-MM-DD'),
      time: past.format('HH:mm'),
      duration: '60',
      message: '',
    });
    expect(res.success).toBe(false);
    expect(res.error?.issues).toEqual([
      expect.objectContaining({ path: ['time'], message: 'maintenance.plan.startInPast' }),
    ]);
  });

  it('requires a date, a time and one of the durations', () => {
    const res = ZPlanWindowForm.safeParse({ date: '', time: '', duration: '45', message: '' });
    expect(res.error?.issues.map((i) => i.path[0]).sort()).toEqual(['date', 'duration', 'time']);
  });
});
