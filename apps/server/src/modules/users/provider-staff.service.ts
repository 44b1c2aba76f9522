import {
  ERROR_KEYS,
  isProviderRole,
  type TTransferManagedCompanies,
  type TTransferManagedCompaniesResult,
  type TUser,
} from '@statera/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { recordAudit, recordAudits } from '../audit/audit.service.ts';
import { getUser, visibleUser } from './user.service.ts';

const notStaff = (message: string) => conflict(ERROR_KEYS.notProviderStaff, message);

async function setProviderRole(
  db: Db,
  actor: Actor,
  userId: string,
  from: 'provider_user' | 'provider_admin',
  to: 'provider_user' | 'provider_admin',
): Promise<TUser> {
  await db.transaction(async (tx) => {
    const { user } = await visibleUser(tx, actor, userId, true);
    authorize(actor, 'providerStaff.changeRole');
    if (to === 'provider_user') authorize(actor, 'providerStaff.revokeAdmin', user);
    if (user.role !== from) throw notStaff(`Only a ${from.replace('_', ' ')} can be changed this way.`);
    if (user.status !== 'active') throw conflict(ERROR_KEYS.invalidTransition, 'Only an active user can be changed.');
    await tx.update(users).set({ role: to }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: to === 'provider_admin' ? 'user.provider_admin_granted' : 'user.provider_admin_revoked',
      entityType: 'user',
      entityId: userId,
      before: { role: from },
      after: { role: to },
    });
  });
  return getUser(db, actor, userId);
}

/** PUT users/{id}/promote-gt: a provider admin makes an active provider user a provider admin. */
export const promoteToProviderAdmin = (db: Db, actor: Actor, userId: string) =>
  setProviderRole(db, actor, userId, 'provider_user', 'provider_admin');

/**
 * PUT users/{id}/revoke-admin: a provider admin makes another provider admin a provider user. Not
 * oneself, so at least one provider admin (the caller) always remains.
 */
export const revokeProviderAdmin = (db: Db, actor: Actor, userId: string) =>
  setProviderRole(db, actor, userId, 'provider_admin', 'provider_user');

/**
 * PUT users/{id}/managed-companies: a provider admin hands every client (and subsidiary) the person
 * manages to another active member of provider staff, for example before the person leaves.
 */
export async function transferManagedCompanies(
  db: Db,
  actor: Actor,
  userId: string,
  input: TTransferManagedCompanies,
): Promise<TTransferManagedCompaniesResult> {
  return db.transaction(async (tx) => {
    const { user } = await visibleUser(tx, actor, userId, true);
    authorize(actor, 'providerStaff.transferManagedCompanies');
    if (!isProviderRole(user.role)) throw notStaff('Only provider staff manage clients.');
    const [next] = await tx
      .select({ id: users.id, role: users.role, status: users.status })
      .from(users)
      .where(and(eq(users.email, input.newManagerEmail), isNull(users.deletedAt)));
    if (next?.status !== 'active' || !isProviderRole(next.role) || next.id === user.id) {
      throw new AppError(
        422,
        ERROR_KEYS.managerMustBeProviderUser,
        'The new manager must be another active provider user.',
        {
          newManagerEmail: [ERROR_KEYS.managerMustBeProviderUser],
        },
      );
    }
    const moved = await tx
      .update(companies)
      .set({ managerId: next.id })
      .where(eq(companies.managerId, user.id))
      .returning({ id: companies.id });
    await recordAudits(
      tx,
      moved.map(({ id }) => ({
        actorId: actor.id,
        action: 'company.manager_changed',
        entityType: 'company',
        entityId: id,
        companyId: id,
        before: { managerId: user.id },
        after: { managerId: next.id },
      })),
    );
    return { moved: moved.length };
  });
}
