import { ERROR_KEYS } from '@statera/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { allows, authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The provider user who will manage a new client: the creating provider user themself, or the
 * active provider user a provider admin names in gtManagerEmail (none when the admin names nobody).
 */
export async function resolveManager(db: Db, actor: Actor, gtManagerEmail: string | undefined): Promise<string | null> {
  if (!allows(actor, 'clientCreation.chooseManager')) {
    // Naming oneself is no choice; naming anyone else is refused through the rule.
    if (gtManagerEmail && gtManagerEmail !== actor.email) authorize(actor, 'clientCreation.chooseManager');
    return actor.id;
  }
  if (!gtManagerEmail) return null;
  const [manager] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, gtManagerEmail),
        eq(users.role, 'provider_user'),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    );
  if (!manager) {
    throw new AppError(422, ERROR_KEYS.managerMustBeProviderUser, 'The manager must be an active provider user.', {
      gtManagerEmail: [ERROR_KEYS.managerMustBeProviderUser],
    });
  }
  return manager.id;
}
