import { ERROR_KEYS, type TInviteClientAdmin, type TInvitedUser, USER_TRANSITIONS } from '@statera/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { managedCompany } from '../../authz/tenancy.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  classifyEmails,
  isUniqueViolation,
  personName,
  presentInvitedUser,
  revokeRegistrationTokens,
  sendInvitation,
  upsertInvitee,
} from './invitee.ts';

const emailTaken = () =>
  new AppError(422, ERROR_KEYS.emailTaken, 'This address belongs to another user.', { email: [ERROR_KEYS.emailTaken] });

/**
 * POST /api/companies/{id}/invite-client-admin (provider staff): appoints the admin of a client
 * (client_admin) or of a subsidiary (company_admin). Only while the company has no active admin
 * (one admin at a time; an active one is replaced by the promote/degrade transfer). A pending
 * admin invitation to another address is withdrawn; to the same address its names are updated and
 * the link is sent again.
 */
export async function inviteClientAdmin(
  db: Db,
  actor: Actor,
  companyId: string,
  input: TInviteClientAdmin,
  publicUrl: string,
): Promise<TInvitedUser> {
  authorize(actor, 'invitation.inviteClientAdmin');
  const company = await managedCompany(db, actor, companyId);
  if (company.status === 'archived') throw conflict(ERROR_KEYS.companyNotActive, 'The company is archived.');
  const role = company.parentId ? ('company_admin' as const) : ('client_admin' as const);
  try {
    return await db.transaction(async (tx) => {
      const admins = await tx
        .select()
        .from(users)
        .where(
          and(
            eq(users.companyId, company.id),
            eq(users.role, role),
            inArray(users.status, ['active', 'invited', 'awaiting_invitation']),
            isNull(users.deletedAt),
          ),
        )
        .for('update');
      if (admins.some((a) => a.status === 'active')) {
        throw conflict(ERROR_KEYS.companyHasActiveAdmin, 'The company already has an active admin.');
      }
      const same = admins.find((a) => a.email === input.email);
      const now = new Date();
      for (const pending of admins.filter((a) => a !== same)) {
        assertTransition(USER_TRANSITIONS, 'user', pending.status, 'withdraw_invitation', 'archived');
        await tx
          .update(users)
          .set({ status: 'archived', archivedAt: now, statusBeforeArchive: pending.status })
          .where(eq(users.id, pending.id));
        await revokeRegistrationTokens(tx, pending.id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.invitation_withdrawn',
          entityType: 'user',
          entityId: pending.id,
          companyId: company.id,
          before: { status: pending.status },
          after: { status: 'archived' },
        });
      }
      let admin = same;
      if (admin) {
        assertTransition(USER_TRANSITIONS, 'user', admin.status, 'invite', 'invited');
        [admin] = await tx
          .update(users)
          .set({ firstName: input.firstName, lastName: input.lastName, status: 'invited', invitedAt: now })
          .where(eq(users.id, admin.id))
          .returning();
      } else {
        const found = await classifyEmails(tx, [input.email]);
        if (found.used.length) throw emailTaken();
        admin = await upsertInvitee(
          tx,
          input.email,
          { role, companyId: company.id, status: 'invited', inviterId: actor.id, ...input },
          found.archived.get(input.email),
        );
      }
      await sendInvitation(tx, admin!, {
        publicUrl,
        inviterName: await personName(tx, actor.id),
        companyName: company.name,
        asksTaxNumber: role === 'client_admin' && company.status === 'awaiting',
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'company.admin_invited',
        entityType: 'company',
        entityId: company.id,
        companyId: company.id,
        after: { userId: admin!.id, email: input.email, role },
      });
      return presentInvitedUser(admin!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
