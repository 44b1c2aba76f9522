import { z } from 'zod';
import { TIME_LIMITS } from '../time-limits.ts';
import { documented, withFieldRules } from '../validation/documented.ts';
import { ZId } from './common.ts';

export const ZMaintenanceWindow = z
  .object({ id: ZId, startsAt: z.string(), endsAt: z.string(), message: z.string().nullable() })
  .meta({ id: 'MaintenanceWindow' });
export type TMaintenanceWindow = z.infer<typeof ZMaintenanceWindow>;
export const ZMaintenanceWindows = z.array(ZMaintenanceWindow);

/** GET /api/maintenance: the window in progress, and the next one starting within 48 hours. */
export const ZMaintenanceStatus = z.object({
  current: ZMaintenanceWindow.nullable(),
  upcoming: ZMaintenanceWindow.nullable(),
});
export type TMaintenanceStatus = z.infer<typeof ZMaintenanceStatus>;

const zInstant = () =>
  z.iso.datetime({
    offset: true,
    error: (iss) => (iss.input === undefined ? 'errors.required' : 'errors.date'),
  });

const HOUR_MS = 3_600_000;

/**
 * POST /api/maintenance-windows (provider admin). A window starts at least 48 hours ahead (the notice
 * everyone is promised) and at most a year ahead, or at once with `immediate: true` (then without
 * `startsAt`: the start is the server's clock), and lasts at most 24 hours (TIME_LIMITS).
 */
export const ZCreateMaintenanceWindow = withFieldRules(
  documented(
    z
      .object({
        startsAt: zInstant().optional(),
        endsAt: zInstant(),
        immediate: z
          .boolean()
          .optional()
          .meta({ description: 'Start now, without the 48-hour notice (the web asks for a confirmation first).' }),
        message: z
          .string()
          .trim()
          .max(500, { error: 'errors.maxLength' })
          .transform((v) => (v === '' ? null : v))
          .nullable()
          .optional(),
      })
      .superRefine((v, ctx) => {
        for (const [path, message] of maintenanceWindowIssues(v, Date.now())) {
          ctx.addIssue({ code: 'custom', path: [path], message });
        }
      }),
    // In the document: a start, or `immediate: true` without one.
    {
      anyOf: [
        { required: ['startsAt'], properties: { immediate: { const: false } } },
        { required: ['immediate'], properties: { immediate: { const: true }, startsAt: { not: {} } } },
      ],
    },
  ),
  [
    {
      rule: 'aheadOfNow',
      field: 'startsAt',
      minHours: TIME_LIMITS.maintenanceNoticeHours,
      maxDays: TIME_LIMITS.maintenanceMaxLeadDays,
    },
    { rule: 'withinHours', field: 'endsAt', other: 'startsAt', hours: TIME_LIMITS.maintenanceMaxHours },
  ],
);
export type TCreateMaintenanceWindow = z.input<typeof ZCreateMaintenanceWindow>;

/**
 * What is wrong with a planned window at `now` (ms), as [field, message key] pairs; the same rules
 * for the server and the web's form.
 */
export function maintenanceWindowIssues(
  v: { startsAt?: string | undefined; endsAt: string; immediate?: boolean | undefined },
  now: number,
): [field: 'startsAt' | 'endsAt', message: string][] {
  const issues: [field: 'startsAt' | 'endsAt', message: string][] = [];
  const end = Date.parse(v.endsAt);
  let start = now;
  if (v.immediate) {
    if (v.startsAt !== undefined) issues.push(['startsAt', 'errors.maintenanceImmediateHasNoStart']);
  } else if (v.startsAt === undefined) {
    issues.push(['startsAt', 'errors.required']);
    return issues;
  } else {
    start = Date.parse(v.startsAt);
    if (start < now + TIME_LIMITS.maintenanceNoticeHours * HOUR_MS) {
      issues.push(['startsAt', 'errors.maintenanceNoticeTooShort']);
    } else if (start > now + TIME_LIMITS.maintenanceMaxLeadDays * 24 * HOUR_MS) {
      issues.push(['startsAt', 'errors.maintenanceStartTooFar']);
    }
  }
  if (end <= start || end <= now) issues.push(['endsAt', 'documents.datePeriodModal.dateTooEarly']);
  else if (end - start > TIME_LIMITS.maintenanceMaxHours * HOUR_MS)
    issues.push(['endsAt', 'errors.maintenanceTooLong']);
  return issues;
}
