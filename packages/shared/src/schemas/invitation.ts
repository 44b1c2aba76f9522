import { z } from 'zod';
import { USER_ROLES, USER_STATUSES } from '../enums.ts';
import { TIME_LIMITS } from '../time-limits.ts';
import { zEmailAddress, zRequiredString } from '../validation/fields.ts';
import { isValidEmail } from '../validation/predicates.ts';
import { ZId } from './common.ts';

/** A registration link works for 7 days; resending it issues a new one and the old one dies. */
export const INVITATION_TTL_DAYS = TIME_LIMITS.invitationLinkDays;
/** At most this many addresses in one invitation request. */
export const INVITE_MAX_EMAILS = 50;
/** Roles a client-side invitation may give (spec §5: client user unless approver or specialist is chosen). */
export const INVITABLE_CLIENT_ROLES = ['client_user', 'approver', 'specialist'] as const;
export type TInvitableClientRole = (typeof INVITABLE_CLIENT_ROLES)[number];

/**
 * The invite-users field (spec §5): addresses split on commas, trimmed, lower-cased, empties
 * dropped and duplicates removed. Takes the comma-separated text or a list of such texts.
 */
export function parseEmailList(value: string | readonly string[]): string[] {
  const parts = (typeof value === 'string' ? [value] : value).flatMap((v) => v.split(','));
  const emails = parts.map((p) => p.trim().toLowerCase()).filter((p) => p !== '');
  return [...new Set(emails)];
}

/** The addresses of a parsed list that are not valid emails (they block sending). */
export function invalidEmails(emails: readonly string[]): string[] {
  return emails.filter((e) => !isValidEmail(e));
}

const zEmailList = () =>
  z
    .union([z.string().max(20_000), z.array(z.string().max(20_000)).max(INVITE_MAX_EMAILS)], {
      error: (iss) => (iss.input === undefined ? 'errors.required' : 'errors.invalid'),
    })
    .transform((v) => parseEmailList(v))
    .refine((list) => list.length > 0, { error: 'errors.required' })
    .refine((list) => list.length <= INVITE_MAX_EMAILS, { error: 'errors.tooManyEmails' })
    .meta({
      // At least one address; at most 50: in the text, 50 comma-separated parts; in a list, one a line.
      anyOf: [
        {
          type: 'string',
          maxLength: 20_000,
          pattern: `^(?=[\\s\\S]*[^\\s,])[^,]*(?:,[^,]*){0,${INVITE_MAX_EMAILS - 1}}$`,
        },
        {
          type: 'array',
          maxItems: INVITE_MAX_EMAILS,
          items: { type: 'string', maxLength: 20_000, pattern: '^[^,]*$' },
          contains: { type: 'string', pattern: '[^\\s,]' },
        },
      ],
    });

/**
 * POST /api/client-users. Invalid or already-used addresses are answered with 422
 * `errors.invalidEmails`: errors.emails = ['errors.invalidEmails'], errors.invalidEmails and
 * errors.usedEmails list the addresses; nothing is sent then.
 */
export const ZInviteClientUsers = z.object({
  emails: zEmailList(),
  companyId: ZId,
  role: z.enum(INVITABLE_CLIENT_ROLES, { error: 'errors.invalidOption' }).default('client_user'),
});
export type TInviteClientUsers = z.input<typeof ZInviteClientUsers>;

/** POST /api/gt-users: provider users, by a provider admin. */
export const ZInviteProviderUsers = z.object({ emails: zEmailList() });
export type TInviteProviderUsers = z.input<typeof ZInviteProviderUsers>;

/** An issue on `emails` for each list holding an address that is not valid (they block sending). */
const everyAddressValid = (v: { emails: string[] }, ctx: z.RefinementCtx) => {
  if (invalidEmails(v.emails).length > 0) {
    ctx.addIssue({ code: 'custom', path: ['emails'], message: 'errors.invalidEmails' });
  }
};

/**
 * The invite-users form (spec §5): the request, and every address valid. The form lists the
 * invalid ones and blocks sending; the server, sent them anyway, answers 422 listing them.
 */
export const ZInviteClientUsersForm = ZInviteClientUsers.superRefine(everyAddressValid);
export const ZInviteProviderUsersForm = ZInviteProviderUsers.superRefine(everyAddressValid);

/** POST /api/companies/{id}/invite-client-admin (provider staff). */
export const ZInviteClientAdmin = z.object({
  firstName: zRequiredString({ max: 100 }),
  lastName: zRequiredString({ max: 100 }),
  email: zEmailAddress({ required: true }),
});
export type TInviteClientAdmin = z.infer<typeof ZInviteClientAdmin>;

/** A person an invitation created or changed. */
export const ZInvitedUser = z
  .object({
    id: ZId,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(USER_ROLES),
    status: z.enum(USER_STATUSES),
    companyId: ZId.nullable(),
  })
  .meta({ id: 'InvitedUser' });
export type TInvitedUser = z.infer<typeof ZInvitedUser>;

export const ZInvitationResult = z.object({ users: z.array(ZInvitedUser) });
export type TInvitationResult = z.infer<typeof ZInvitationResult>;
