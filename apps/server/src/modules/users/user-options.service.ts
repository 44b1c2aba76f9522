import { PROVIDER_ROLES, type TGtManager, type TGtUserOption, type TGtUserOptionsQuery } from '@statera/shared';
import { and, asc, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';
import { presentUserOption, userOptionColumns } from './user.presenter.ts';

const liveStaff = () => [inArray(users.role, [...PROVIDER_ROLES]), eq(users.status, 'active'), isNull(users.deletedAt)];

/**
 * GET gt-user-options: active provider staff by name or email; `initialValue` first when given.
 * Each option's `value` is the field named by `valueField` (id or email), which initialValue matches.
 */
export async function gtUserOptions(db: Db, actor: Actor, q: TGtUserOptionsQuery): Promise<TGtUserOption[]> {
  authorize(actor, 'userOptions.listProviderStaff');
  const conds: SQL[] = liveStaff();
  if (q.excludeIds?.length) conds.push(notInArray(users.id, q.excludeIds));
  if (q.queryString) {
    const like = `%${escapeLike(q.queryString)}%`;
    conds.push(
      or(
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      )!,
    );
  }
  const rows = await db
    .select(userOptionColumns)
    .from(users)
    .where(and(...conds))
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(100);
  const field = q.valueField;
  if (q.initialValue && !rows.some((r) => r[field] === q.initialValue)) {
    const [initial] = await db
      .select(userOptionColumns)
      .from(users)
      .where(and(eq(users[field], q.initialValue), ...liveStaff()));
    if (initial) rows.unshift(initial);
  }
  return rows.map((r) => Object.assign(presentUserOption(r), { value: r[field] }));
}

/** GET gt-managers: provider staff who manage at least one client, with how many. */
export async function gtManagers(db: Db, actor: Actor): Promise<TGtManager[]> {
  authorize(actor, 'userOptions.listProviderStaff');
  const rows = await db
    .select({ ...userOptionColumns, count: sql<number>`count(${companies.id})::int` })
    .from(users)
    .innerJoin(
      companies,
      and(eq(companies.managerId, users.id), isNull(companies.parentId), isNull(companies.deletedAt)),
    )
    .where(and(...liveStaff()))
    .groupBy(users.id)
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map((r) => Object.assign(presentUserOption(r), { managedClientCount: r.count }));
}
