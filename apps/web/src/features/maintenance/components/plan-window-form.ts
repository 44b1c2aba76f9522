import { TIME_LIMITS } from '@statera/shared';
import dayjs from 'dayjs';
import { z } from 'zod';

/** How long a planned window lasts, in minutes (at most TIME_LIMITS.maintenanceMaxHours). */
export const DURATIONS = ['30', '60', '120', '240', '480', '1440'] as const;

/**
 * The plan-maintenance form: a local start date and time at least 48 hours ahead (the notice everyone
 * is promised) — or "start now", which the modal confirms first —, a duration and an optional message.
 */
export const ZPlanWindowForm = z
  .object({
    immediate: z.boolean(),
    date: z.string(),
    time: z.string(),
    duration: z.enum(DURATIONS, { error: 'errors.required' }),
    message: z.string().trim().max(500, { error: 'errors.maxLength' }),
  })
  .superRefine((v, ctx) => {
    if (v.immediate) return;
    if (!v.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'errors.required' });
    if (!/^\d{2}:\d{2}$/.test(v.time)) ctx.addIssue({ code: 'custom', path: ['time'], message: 'errors.required' });
    const start = startOf(v);
    if (start?.isBefore(dayjs().add(TIME_LIMITS.maintenanceNoticeHours, 'hour'))) {
      ctx.addIssue({ code: 'custom', path: ['time'], message: 'errors.maintenanceNoticeTooShort' });
    }
  });
export type TPlanWindowForm = z.input<typeof ZPlanWindowForm>;

const startOf = (v: { date: string; time: string }) => {
  const start = dayjs(`${v.date}T${v.time}`);
  return v.date && v.time && start.isValid() ? start : null;
};

/**
 * The request body of POST /api/maintenance-windows: instants in UTC from the local start, or a
 * window starting now (the server's clock) when `immediate`.
 */
export function toWindowRequest(v: TPlanWindowForm, now = dayjs()) {
  const message = v.message.trim() || null;
  if (v.immediate) {
    return { immediate: true, endsAt: now.add(Number(v.duration), 'minute').toISOString(), message };
  }
  const start = startOf(v)!;
  return {
    startsAt: start.toISOString(),
    endsAt: start.add(Number(v.duration), 'minute').toISOString(),
    message,
  };
}
