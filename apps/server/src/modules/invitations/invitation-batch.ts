import { ERROR_KEYS, invalidEmails, type TInvitedUser, type TUserRole } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  classifyEmails,
  type EmailClassification,
  personName,
  presentInvitedUser,
  sendInvitation,
  throttledSendTime,
  type UserRow,
  upsertInvitee,
} from './invitee.ts';

/**
 * Inviting people in two steps, shared by the invite modal (POST client-users, gt-users) and the
 * users import: `checkInvitees` finds what refuses an address (not an email, or a live user's),
 * `applyInvitees` invites every address (archived accounts again) in the caller's transaction.
 */
export async function checkInvitees(
  tx: DbOrTx,
  emails: readonly string[],
): Promise<{ invalid: string[]; found: EmailClassification; errors: Map<string, string> }> {
  const invalid = invalidEmails([...emails]);
  const found = await classifyEmails(
    tx,
    emails.filter((e) => !invalid.includes(e)),
  );
  const errors = new Map<string, string>();
  for (const e of invalid) errors.set(e, ERROR_KEYS.invalidEmails);
  for (const e of found.used) errors.set(e, ERROR_KEYS.emailTaken);
  return { invalid, found, errors };
}

export interface InviteePerson {
  email: string;
  role: TUserRole;
  firstName?: string;
  lastName?: string;
}

export interface InviteBatch {
  people: readonly InviteePerson[];
  companyId: string | null;
  companyName: string | null;
  /** Into a client still awaiting activation: no link yet, a provider admin approves each one. */
  awaiting: boolean;
  publicUrl: string;
  /** An import's invitations go out `perMinute` a minute from `start`, never all at once. */
  throttle?: { start: Date; perMinute: number };
}

/** Invites each person (checked by `checkInvitees`): the user, the audit event and the email with its link. */
export async function applyInvitees(
  tx: DbOrTx,
  actor: Actor,
  batch: InviteBatch,
  found: EmailClassification,
): Promise<{ users: UserRow[]; invited: TInvitedUser[] }> {
  const inviterName = await personName(tx, actor.id);
  const users: UserRow[] = [];
  const invited: TInvitedUser[] = [];
  for (const [i, person] of batch.people.entries()) {
    const status = batch.awaiting ? 'awaiting_invitation' : 'invited';
    const archived = found.archived.get(person.email);
    const user = await upsertInvitee(
      tx,
      person.email,
      {
        role: person.role,
        companyId: batch.companyId,
        status,
        inviterId: actor.id,
        ...(person.firstName ? { firstName: person.firstName, lastName: person.lastName ?? '' } : {}),
      },
      archived,
    );
    if (!batch.awaiting) {
      await sendInvitation(tx, user, {
        publicUrl: batch.publicUrl,
        inviterName,
        companyName: batch.companyName,
        ...(batch.throttle ? { notBefore: throttledSendTime(batch.throttle.start, i, batch.throttle.perMinute) } : {}),
      });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.invited',
      entityType: 'user',
      entityId: user.id,
      companyId: batch.companyId,
      before: archived ? { status: archived.status, companyId: archived.companyId, role: archived.role } : null,
      after: { status, role: person.role, companyId: batch.companyId },
    });
    users.push(user);
    invited.push(presentInvitedUser(user));
  }
  return { users, invited };
}
