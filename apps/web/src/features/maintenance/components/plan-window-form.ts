import dayjs from 'dayjs';
import { z } from 'zod';

/** How long a planned window lasts, in minutes. */
export const DURATIONS = ['30', '60', '120', '240', '480', '1440'] as const;

/** The plan-maintenance form: a local start date and time, a duration and an optional message. */
export const ZPlanWindowForm = z
  .object({
    date: z.string().min(1, { error: 'errors.required' }),
    time: z.string().regex(/^\d{2}:\d{2}$/, { error: 'errors.required' }),
    duration: z.enum(DURATIONS, { error: 'errors.required' }),
    message: z.string().trim().max(500, { error: 'errors.maxLength' }),
  })
  .superRefine((v, ctx) => {
    const start = startOf(v);
    if (start && !start.isAfter(dayjs())) {
      ctx.addIssue({ code: 'custom', path: ['time'], message: 'maintenance.plan.startInPast' });
    }
  });
export type TPlanWindowForm = z.input<typeof ZPlanWindowForm>;

const startOf = (v: { date: string; time: string }) => {
  const start = dayjs(`${v.date}T${v.time}`);
  return v.date && v.time && start.isValid() ? start : null;
};

/** The request body of POST /api/maintenance-windows: instants in UTC from the local start. */
export function toWindowRequest(v: TPlanWindowForm) {
  const start = startOf(v)!;
  return {
    startsAt: start.toISOString(),
    endsAt: start.add(Number(v.duration), 'minute').toISOString(),
    message: v.message.trim() || null,
  };
}
