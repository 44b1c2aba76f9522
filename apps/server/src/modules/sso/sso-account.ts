import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ProviderIdentity } from './oidc-client.ts';
import { companyGroupIds, findLinkedUser, findUserByEmail, type SsoProvider, type SsoUser } from './sso.repository.ts';

const PROVIDER_STAFF_ROLES: readonly string[] = ['provider_admin', 'provider_user'];

/** Why a provider's identity opened no session (logged, never shown: the user sees one message). */
export type SsoRefusal =
  | 'email_not_verified'
  | 'unknown_email'
  | 'linked_to_other_identity'
  | 'user_not_active'
  | 'outside_provider_company';

export type AccountMatch = { ok: true; user: SsoUser } | { ok: false; reason: SsoRefusal };

/** Whether the user belongs to the provider's client group (or is provider staff for a staff provider). */
async function servedBy(tx: Tx, provider: SsoProvider, user: SsoUser): Promise<boolean> {
  if (provider.companyId === null) return user.companyId === null && PROVIDER_STAFF_ROLES.includes(user.role);
  if (user.companyId === null) return false;
  return (await companyGroupIds(tx, provider.companyId)).includes(user.companyId);
}

/**
 * Finds the account a provider's identity signs in: the user already linked to (provider, subject),
 * else the user with the provider-verified email, who is linked on this first login. Only active
 * users of the provider's own company group qualify.
 */
export async function matchAccount(tx: Tx, provider: SsoProvider, identity: ProviderIdentity): Promise<AccountMatch> {
  let user = await findLinkedUser(tx, provider.id, identity.subject);
  const link = !user;
  if (!user) {
    if (!identity.email || !identity.emailVerified) return { ok: false, reason: 'email_not_verified' };
    user = await findUserByEmail(tx, identity.email);
    if (!user) return { ok: false, reason: 'unknown_email' };
    if (user.ssoProviderId !== null) return { ok: false, reason: 'linked_to_other_identity' };
  }
  if (user.status !== 'active' || user.archivedAt) return { ok: false, reason: 'user_not_active' };
  if (!(await servedBy(tx, provider, user))) return { ok: false, reason: 'outside_provider_company' };
  if (link) {
    await tx
      .update(users)
      .set({ ssoProviderId: provider.id, ssoSubject: identity.subject })
      .where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorId: user.id,
      action: 'user.sso_linked',
      entityType: 'user',
      entityId: user.id,
      companyId: user.companyId,
      after: { ssoProvider: provider.name },
    });
  }
  return { ok: true, user };
}
