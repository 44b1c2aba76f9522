import { isProviderRole, type TContact, type TContacts } from '@statera/shared';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { presentUserOption } from './user.presenter.ts';
import type { UserRow } from './user.repository.ts';
import { visibleUser } from './user.service.ts';

const contactColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  position: users.position,
  photoId: users.photoId,
  phone: users.phone,
  companyId: users.companyId,
};
type ContactRow = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'email' | 'position' | 'photoId' | 'phone' | 'companyId'
>;
const presentContact = (u: ContactRow): TContact =>
  Object.assign(presentUserOption(u), { phone: u.phone, companyId: u.companyId });

const ADMIN_ROLES = ['client_admin', 'company_admin'] as const;

async function activePeople(db: DbOrTx, where: ReturnType<typeof and>): Promise<ContactRow[]> {
  return db
    .select(contactColumns)
    .from(users)
    .where(and(where, eq(users.status, 'active'), isNull(users.deletedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/**
 * GET users/{id}/contacts: who the user can turn to. A company person: the provider user managing
 * their client, and the active admins of their company and (for a subsidiary) of its client.
 * Provider staff: the provider admins. The user themself is never listed.
 */
export async function getContacts(db: Db, actor: Actor, userId: string): Promise<TContacts> {
  const { user, company } = await visibleUser(db, actor, userId);
  if (isProviderRole(user.role) || !company) {
    const admins = await activePeople(db, and(eq(users.role, 'provider_admin'), ne(users.id, user.id)));
    return { manager: null, administrators: admins.map(presentContact) };
  }
  const companyIds = [...new Set([company.id, company.rootId])];
  const admins = await activePeople(
    db,
    and(inArray(users.companyId, companyIds), inArray(users.role, [...ADMIN_ROLES]), ne(users.id, user.id)),
  );
  const [manager] = await db
    .select(contactColumns)
    .from(companies)
    .innerJoin(users, eq(users.id, companies.managerId))
    .where(and(eq(companies.id, company.rootId), eq(users.status, 'active'), isNull(users.deletedAt)));
  return {
    manager: manager && manager.id !== user.id ? presentContact(manager) : null,
    administrators: admins.map(presentContact),
  };
}
