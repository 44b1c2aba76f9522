import { ERROR_KEYS, TERMS_VERSION, type TUser } from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getUser, visibleUser } from './user.service.ts';

/**
 * PUT users/{id}/accept-terms: the user accepts the terms of use in force. Only for oneself; a
 * version other than the current one (the page was open while the terms changed) is refused.
 */
export async function acceptTerms(db: Db, actor: Actor, userId: string, termsVersion: string): Promise<TUser> {
  await db.transaction(async (tx) => {
    const { user } = await visibleUser(tx, actor, userId, true);
    authorize(actor, 'user.acceptTerms', user);
    if (termsVersion !== TERMS_VERSION) {
      throw new AppError(
        422,
        ERROR_KEYS.termsVersionOutdated,
        'These terms are no longer in force; read the new ones.',
        {
          termsVersion: [ERROR_KEYS.termsVersionOutdated],
        },
      );
    }
    if (user.termsVersion === termsVersion) return;
    await tx.update(users).set({ termsVersion }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.terms_accepted',
      entityType: 'user',
      entityId: userId,
      companyId: user.companyId,
      before: { termsVersion: user.termsVersion },
      after: { termsVersion },
    });
  });
  return getUser(db, actor, userId);
}
