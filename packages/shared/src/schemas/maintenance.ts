import { z } from 'zod';
import { withFieldRules } from '../validation/documented.ts';
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

/** POST /api/maintenance-windows (provider admin): the end is after the start and in the future. */
export const ZCreateMaintenanceWindow = withFieldRules(
  z
    .object({
      startsAt: zInstant(),
      endsAt: zInstant(),
      message: z
        .string()
        .trim()
        .max(500, { error: 'errors.maxLength' })
        .transform((v) => (v === '' ? null : v))
        .nullable()
        .optional(),
    })
    .superRefine((v, ctx) => {
      const end = Date.parse(v.endsAt);
      if (end <= Date.parse(v.startsAt) || end <= Date.now()) {
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'documents.datePeriodModal.dateTooEarly' });
      }
    }),
  [
    { rule: 'after', field: 'endsAt', other: 'startsAt' },
    { rule: 'after', field: 'endsAt', other: 'now' },
  ],
);
export type TCreateMaintenanceWindow = z.input<typeof ZCreateMaintenanceWindow>;
