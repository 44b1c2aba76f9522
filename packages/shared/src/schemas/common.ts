import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { zRequiredString } from '../validation/fields.ts';
import { RULE_MESSAGES } from '../validation/messages.ts';
import { EMAIL_PATTERN } from '../validation/predicates.ts';

export const ZId = z.uuid();
export const ZIdParams = z.object({ id: ZId });
export type TIdParams = z.infer<typeof ZIdParams>;

/** Path parameters of calls on one user: /users/{userId}/…. */
export const ZUserIdParams = z.object({ userId: ZId });
export type TUserIdParams = z.infer<typeof ZUserIdParams>;

/** Path parameters of calls on one person of a company: /companies/{id}/users/{userId}/…. */
export const ZCompanyUserParams = z.object({ id: ZId, userId: ZId });
export type TCompanyUserParams = z.infer<typeof ZCompanyUserParams>;

/** The body of a 204 answer: none. */
export const ZNoContent = z.null();

/** Trimmed non-empty string: spec §5 "required" trims strings. */
export const zRequiredText = (max: number) => zRequiredString({ max });

/** A required email (spec §5): trimmed and lower-cased; empty is errors.required, a bad address errors.email. */
export const zEmail = () =>
  z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? RULE_MESSAGES.required : undefined) })
    .trim()
    .toLowerCase()
    .min(1, { error: RULE_MESSAGES.required })
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: RULE_MESSAGES.email }));

/** A YYYY-MM-DD calendar date. */
export const ZIsoDate = z.iso.date({ error: (iss) => (iss.input === undefined ? 'errors.required' : 'errors.date') });

/** List query of spec §7: page, rows, sort as field|direction, globalFilter. */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(500).default(LIMITS.pageSize),
  sort: z
    .string()
    .regex(/^[a-zA-Z_.]+\|(asc|desc)$/, { error: 'errors.sort' })
    .optional(),
  globalFilter: z.string().trim().max(LIMITS.searchMax).optional(),
  format: z.enum(['datatable', 'xls']).default('datatable'),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), rows: z.number().int() });

/** What the actor may do with a resource; the UI reads these, never the role. */
export const ZAbilities = z.record(z.string(), z.boolean());
export type TAbilities = z.infer<typeof ZAbilities>;

export const ZUserOption = z.object({
  id: ZId,
  name: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  /** URL of the person's avatar image (GET, signed-in), null when they have none (spec §3 user option). */
  avatar: z.string().nullable(),
});
export type TUserOption = z.infer<typeof ZUserOption>;

export const ZUserOptions = z.array(ZUserOption);

export const ZOption = z.object({ id: ZId, name: z.string() });
export type TOption = z.infer<typeof ZOption>;
export const ZOptions = z.array(ZOption);

export const ZOptionsQuery = z.object({
  queryString: z.string().trim().max(LIMITS.searchMax).optional(),
  initialValue: ZId.optional(),
});

export const ZOk = z.object({ ok: z.literal(true) });

/** The engagement seats a person can be offered for (GET companies/{id}/user-options). */
export const ZSeatRole = z.enum(['specialist', 'approver']);

export const ZUserOptionsQuery = ZOptionsQuery.extend({
  /** Only people who may take this seat (spec §7 name). */
  canBePromotedTo: ZSeatRole.optional(),
  /** The earlier name of canBePromotedTo, still read; canBePromotedTo wins when both are sent. */
  role: ZSeatRole.optional(),
  /** People to leave out (key[]=value form). */
  excludeIds: z
    .union([ZId, z.array(ZId)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  /** Only people who may manage appeals. */
  canBeAm: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type TUserOptionsQuery = z.infer<typeof ZUserOptionsQuery>;
