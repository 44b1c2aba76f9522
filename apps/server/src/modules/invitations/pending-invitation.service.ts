import { ERROR_KEYS, type TInvitedUser, type TUserStatus, USER_TRANSITIONS } from '@statera/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { inviteeScope } from '../../authz/record-scopes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { emailKey, LIMITS } from '../../lib/abuse-limits.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { takeAttempts } from '../../lib/attempt-limiter.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { personName, presentInvitedUser, revokeRegistrationTokens, sendInvitation, type UserRow } from './invitee.ts';

/** The invitee, locked, when within the actor's reach (`invitationPolicy.visible`, in the query; else 404). */
async function lockInvitee(tx: Tx, actor: Actor, userId: string) {
  const [row] = await tx
    .select({ user: users, companyName: companies.name, companyStatus: companies.status, parentId: companies.parentId })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt), inviteeScope(actor)))
    .for('update', { of: users });
  if (!row) throw notFound('User');
  return row;
}

const notPending = (what: string) =>
  new AppError(409, ERROR_KEYS.invitationNotPending, `This user has no ${what} invitation.`);

/** PUT users/{id}/resend-invitation: a new link for an invited user; the old one stops working. */
export async function resendInvitation(
  db: Db,
  actor: Actor,
  userId: string,
  publicUrl: string,
  clientIp = 'unknown',
): Promise<TInvitedUser> {
  authorize(actor, 'invitation.inviteClientUsers');
  return db.transaction(async (tx) => {
    const { user, companyName, companyStatus, parentId } = await lockInvitee(tx, actor, userId);
    authorize(actor, 'invitation.resend', user);
    if (user.status !== 'invited') throw notPending('open');
    // No mail flooding (issue 13 §10): 5 resends per address and 20 per client within an hour.
    await takeAttempts(tx, [
      { key: `invitation-address:${emailKey(user.email)}`, limit: LIMITS.mailPerAddress },
      { key: `invitation-client:${clientIp}`, limit: LIMITS.mailPerClient },
    ]);
    const asksTaxNumber = user.role === 'client_admin' && parentId === null && companyStatus === 'awaiting';
    await sendInvitation(tx, user, {
      publicUrl,
      inviterName: await personName(tx, actor.id),
      companyName,
      asksTaxNumber,
    });
    await tx.update(users).set({ invitedAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.invitation_resent',
      entityType: 'user',
      entityId: user.id,
      companyId: user.companyId,
    });
    return presentInvitedUser(user);
  });
}

/** PUT users/{id}/accept-invitation (provider admin): send the invitation that waited for the client. */
export async function acceptInvitation(db: Db, actor: Actor, userId: string, publicUrl: string): Promise<TInvitedUser> {
  authorize(actor, 'invitation.decide');
  return db.transaction(async (tx) => {
    const { user, companyName, companyStatus } = await lockInvitee(tx, actor, userId);
    if (user.status !== 'awaiting_invitation') throw notPending('waiting');
    if (companyStatus !== 'active') {
      throw conflict(ERROR_KEYS.companyNotActive, 'The company is not active yet: its admin has not registered.');
    }
    assertTransition(USER_TRANSITIONS, 'user', user.status, 'accept_invitation', 'invited');
    const [invited] = await tx
      .update(users)
      .set({ status: 'invited', invitedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await sendInvitation(tx, invited!, { publicUrl, inviterName: await personName(tx, actor.id), companyName });
    await audit(tx, actor, user, 'user.invitation_accepted', 'invited');
    return presentInvitedUser(invited!);
  });
}

/** PUT users/{id}/reject-invitation (provider admin): the waiting invitee is removed and the address freed. */
export async function rejectInvitation(db: Db, actor: Actor, userId: string): Promise<TInvitedUser> {
  authorize(actor, 'invitation.decide');
  return db.transaction(async (tx) => {
    const { user } = await lockInvitee(tx, actor, userId);
    if (user.status !== 'awaiting_invitation') throw notPending('waiting');
    assertTransition(USER_TRANSITIONS, 'user', user.status, 'reject_invitation', 'archived');
    const now = new Date();
    const [removed] = await tx
      .update(users)
      .set({ status: 'archived', archivedAt: now, deletedAt: now, statusBeforeArchive: user.status })
      .where(eq(users.id, user.id))
      .returning();
    await revokeRegistrationTokens(tx, user.id);
    await audit(tx, actor, user, 'user.invitation_rejected', 'archived');
    return presentInvitedUser(removed!);
  });
}

function audit(
  tx: Tx,
  actor: Actor,
  user: UserRow,
  action: 'user.invitation_accepted' | 'user.invitation_rejected',
  status: TUserStatus,
) {
  return recordAudit(tx, {
    actorId: actor.id,
    action,
    entityType: 'user',
    entityId: user.id,
    companyId: user.companyId,
    before: { status: user.status },
    after: { status },
  });
}
