import { ERROR_KEYS, type TInvitableClientRole, type TInvitedUser, type TUserRole } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { managedCompany } from '../../authz/tenancy.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { completeOnboardingStep } from '../onboarding/onboarding.service.ts';
import { applyInvitees, checkInvitees } from './invitation-batch.ts';
import { emailsRefused, isUniqueViolation } from './invitee.ts';

interface Batch {
  emails: string[];
  role: TUserRole;
  companyId: string | null;
  companyName: string | null;
  /** Into a client still awaiting activation: no link yet, a provider admin approves each one. */
  awaiting: boolean;
}

/**
 * Invites every address or none: invalid and already-used addresses are refused together (422),
 * archived accounts are invited again, each new invitee gets a 7-day link by email. The check and
 * the invitations are the users import's too (invitation-batch.ts).
 */
async function inviteBatch(db: Db, actor: Actor, batch: Batch, publicUrl: string): Promise<TInvitedUser[]> {
  try {
    return await db.transaction(async (tx) => {
      const { invalid, found } = await checkInvitees(tx, batch.emails);
      if (invalid.length || found.used.length) throw emailsRefused(invalid, found.used);
      const { invited } = await applyInvitees(
        tx,
        actor,
        {
          people: batch.emails.map((email) => ({ email, role: batch.role })),
          companyId: batch.companyId,
          companyName: batch.companyName,
          awaiting: batch.awaiting,
          publicUrl,
        },
        found,
      );
      // a no-op for anyone without that onboarding step (only company admins have it)
      await completeOnboardingStep(tx, actor.id, 'add_users');
      return invited;
    });
  } catch (err) {
    // Another request took one of the addresses between our check and our insert.
    if (isUniqueViolation(err)) throw emailsRefused([], batch.emails);
    throw err;
  }
}

/** POST /api/client-users: people for a company the actor manages (client user unless approver/specialist). */
export async function inviteClientUsers(
  db: Db,
  actor: Actor,
  input: { emails: string[]; companyId: string; role: TInvitableClientRole },
  publicUrl: string,
): Promise<TInvitedUser[]> {
  authorize(actor, 'invitation.inviteClientUsers');
  const company = await managedCompany(db, actor, input.companyId);
  if (company.status === 'archived') {
    throw conflict(ERROR_KEYS.companyNotActive, 'People cannot be invited to an archived company.');
  }
  return inviteBatch(
    db,
    actor,
    {
      emails: input.emails,
      role: input.role,
      companyId: company.id,
      companyName: company.name,
      awaiting: company.status === 'awaiting',
    },
    publicUrl,
  );
}

/** POST /api/gt-users: provider users, by a provider admin. */
export async function inviteProviderUsers(
  db: Db,
  actor: Actor,
  emails: string[],
  publicUrl: string,
): Promise<TInvitedUser[]> {
  authorize(actor, 'invitation.inviteProviderUsers');
  return inviteBatch(
    db,
    actor,
    { emails, role: 'provider_user', companyId: null, companyName: null, awaiting: false },
    publicUrl,
  );
}
