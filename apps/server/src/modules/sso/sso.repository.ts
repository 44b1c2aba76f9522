import { REFRESH_TOKEN_TTL_DAYS } from '@statera/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, ssoLoginRequests, ssoProviders, users } from '../../db/schema/index.ts';

export type SsoProvider = typeof ssoProviders.$inferSelect;
export type SsoLoginRequest = typeof ssoLoginRequests.$inferSelect;
export type SsoUser = typeof users.$inferSelect;

/** An enabled provider by its public name. */
export async function findEnabledProvider(db: DbOrTx, name: string): Promise<SsoProvider | null> {
  const [row] = await db
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.name, name), eq(ssoProviders.enabled, true)));
  return row ?? null;
}

export async function findProvider(db: DbOrTx, id: string): Promise<SsoProvider | null> {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.id, id));
  return row ?? null;
}

/** A login request by its state or login-token hash; `lock` holds it for the rest of the transaction. */
export async function findRequestBy(
  tx: DbOrTx,
  by: { stateHash: string } | { loginTokenHash: string },
  lock = false,
): Promise<SsoLoginRequest | null> {
  const where =
    'stateHash' in by
      ? eq(ssoLoginRequests.stateHash, by.stateHash)
      : eq(ssoLoginRequests.loginTokenHash, by.loginTokenHash);
  const query = tx.select().from(ssoLoginRequests).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findRequest(db: DbOrTx, id: string): Promise<SsoLoginRequest | null> {
  const [row] = await db.select().from(ssoLoginRequests).where(eq(ssoLoginRequests.id, id));
  return row ?? null;
}

/**
 * Deletes requests nobody can use any more: never completed and a day past expiry, or completed
 * longer ago than a session can live (their id_token only serves that session's logout).
 */
export async function purgeStaleRequests(db: DbOrTx): Promise<void> {
  await db
    .delete(ssoLoginRequests)
    .where(
      or(
        and(isNull(ssoLoginRequests.usedAt), lt(ssoLoginRequests.expiresAt, sql`now() - interval '1 day'`)),
        lt(ssoLoginRequests.usedAt, sql`now() - make_interval(days => ${REFRESH_TOKEN_TTL_DAYS + 1})`),
      ),
    );
}

/** The live (not deleted) user linked to the provider's subject. */
export async function findLinkedUser(tx: DbOrTx, providerId: string, subject: string): Promise<SsoUser | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.ssoProviderId, providerId), eq(users.ssoSubject, subject), isNull(users.deletedAt)));
  return row ?? null;
}

export async function findUserByEmail(tx: DbOrTx, email: string): Promise<SsoUser | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row ?? null;
}

/** The company a provider serves and its subsidiaries. */
export async function companyGroupIds(tx: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(or(eq(companies.id, companyId), eq(companies.parentId, companyId)));
  return rows.map((r) => r.id);
}

/** A top company by its company number, for the SSO_PROVIDERS setting. */
export async function findTopCompanyByNumber(db: DbOrTx, number: string): Promise<string | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.number, number), isNull(companies.parentId), isNull(companies.deletedAt)));
  return row?.id ?? null;
}

export async function companyExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return Boolean(row);
}
