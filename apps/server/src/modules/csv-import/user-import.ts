import { CSV_IMPORT_LIMITS, ERROR_KEYS, type TCsvUserRow, ZCsvUserRow } from '@statera/shared';
import { applyInvitees, checkInvitees } from '../invitations/invitation-batch.ts';
import type { EmailClassification } from '../invitations/invitee.ts';
import { wholeFileImporter } from './importer.ts';
import { addError, type CheckedRow, flagRepeats } from './row-check.ts';

type Row = CheckedRow<TCsvUserRow>;

/**
 * People for a company (POST users-csv, csv/{key}/users): the invite modal's rules per address —
 * a valid email, not a live user's (archived accounts are invited again) — plus "emails unique
 * within a CSV" (spec §5); each invited with the row's role, names and a throttled invitation.
 */
export const userImporter = wholeFileImporter<typeof ZCsvUserRow, EmailClassification>({
  entity: 'users',
  schema: ZCsvUserRow,
  async check(db, _ctx, rows: Row[]) {
    const pairs = rows.flatMap((r) => (r.parsed ? [[r, r.parsed] as const] : []));
    await flagRepeats(
      pairs.map(([r]) => r),
      (r) => r.values.email?.trim().toLowerCase() ?? null,
      'email',
      ERROR_KEYS.csvDuplicateEmail,
    );
    const { errors, found } = await checkInvitees(
      db,
      pairs.map(([, p]) => p.email),
    );
    for (const [row, p] of pairs) {
      const error = errors.get(p.email);
      if (error) addError(row, 'email', error);
    }
    return found;
  },
  async apply(tx, ctx, rows: Row[], found) {
    const company = ctx.company!;
    const { users } = await applyInvitees(
      tx,
      ctx.actor,
      {
        people: rows.map((r) => {
          const p = r.parsed!;
          return { email: p.email, role: p.role, firstName: p.firstName ?? '', lastName: p.lastName ?? '' };
        }),
        companyId: company.id,
        companyName: company.name,
        awaiting: company.status === 'awaiting',
        publicUrl: ctx.publicUrl,
        throttle: { start: ctx.now, perMinute: CSV_IMPORT_LIMITS.invitationsPerMinute },
      },
      found,
    );
    await ctx.progress(users.length);
    return { created: users.length, invited: users.length, ids: users.slice(0, 100).map((u) => u.id) };
  },
});
