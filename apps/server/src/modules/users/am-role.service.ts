import { ERROR_KEYS, type TChangeAmRole, type TUser } from '@statera/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { canBeAm, leadsAppealsOf } from './user.policy.ts';
import { findUserFor, type UserRow, type UserWithCompany } from './user.repository.ts';
import { presentUserById } from './user.service.ts';

/**
 * Changes a person's appeal-management role (spec §4). none ↔ appeal_manager adds or removes the
 * permission. One lead per company: a new lead turns the old one into an appeal manager; the lead
 * stepping down names the new lead (`newLeadId`). `reassignActiveAppeals` is recorded with the
 * change; the appeals feature moves the old lead's open appeals when it exists.
 */
/** The lead appeal manager of the person's company also reaches them here. */
const leadOf = (actor: Actor, found: UserWithCompany) => leadsAppealsOf(actor, found.user);

export async function changeAmRole(db: Db, actor: Actor, userId: string, input: TChangeAmRole): Promise<TUser> {
  await db.transaction(async (tx) => {
    const found = await findUserFor(tx, actor, userId, { lock: true, alsoVisible: leadOf });
    if (!found) throw notFound('User');
    const target = found.user;
    authorize(actor, 'appealRole.change', target);
    if (!canBeAm(target)) throw conflict(ERROR_KEYS.roleChangeNotAllowed, 'This user cannot manage appeals.');
    if (input.amRole === target.amRole) return;

    const changes: { user: UserRow; amRole: UserRow['amRole'] }[] = [{ user: target, amRole: input.amRole }];
    if (target.amRole === 'lead_appeal_manager') {
      if (!input.newLeadId) {
        throw new AppError(400, ERROR_KEYS.leadReplacementRequired, 'Choose the new lead appeal manager first.', {
          newLeadId: ['errors.required'],
        });
      }
      const lead = (await findUserFor(tx, actor, input.newLeadId, { lock: true, alsoVisible: leadOf }))?.user;
      if (!lead || lead.id === target.id || lead.companyId !== target.companyId || !canBeAm(lead)) {
        throw new AppError(422, ERROR_KEYS.invalidCompany, 'Choose an active person of this company.', {
          newLeadId: [ERROR_KEYS.invalidCompany],
        });
      }
      changes.push({ user: lead, amRole: 'lead_appeal_manager' });
    }
    if (input.amRole === 'lead_appeal_manager') {
      const leads = await tx
        .select()
        .from(users)
        .where(
          and(
            eq(users.companyId, target.companyId!),
            eq(users.amRole, 'lead_appeal_manager'),
            ne(users.id, target.id),
            isNull(users.deletedAt),
          ),
        )
        .for('update');
      for (const old of leads) changes.push({ user: old, amRole: 'appeal_manager' });
    }
    for (const c of changes) {
      await tx.update(users).set({ amRole: c.amRole }).where(eq(users.id, c.user.id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.am_role_changed',
        entityType: 'user',
        entityId: c.user.id,
        companyId: c.user.companyId,
        before: { amRole: c.user.amRole },
        after: { amRole: c.amRole, reassignActiveAppeals: input.reassignActiveAppeals },
      });
    }
  });
  return presentUserById(db, actor, userId, leadOf);
}
