import type { TUser } from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { loadActor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { canViewUser } from './user.policy.ts';
import { presentUser } from './user.presenter.ts';

/** A user's profile as the actor may see it; a user outside the actor's reach is 404. */
export async function getUser(db: Db, actor: Actor, userId: string): Promise<TUser> {
  const [row] = await db
    .select({ user: users, company: { id: companies.id, name: companies.name, parentId: companies.parentId } })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row || !canViewUser(actor, row.user)) throw notFound('User');
  const subject = actor.id === userId ? actor : await loadActor(db, userId);
  return presentUser(row.user, row.company?.id ? row.company : null, actor, subject);
}
