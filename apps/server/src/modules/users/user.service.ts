import { ERROR_KEYS, type TUpdateUser, type TUser } from '@statera/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { assertFreshPassword, setPassword } from '../auth/password.service.ts';
import { consumeAuthorization, wrongPassword } from '../authorization-tokens/authorization-token.service.ts';
import { authorizeFeature } from '../features/feature-access.ts';
import { type AlsoVisible, findUserFor, revokeSessions, type UserWithCompany } from './user.repository.ts';
import { presentUserFor } from './user-details.ts';

/** A live user the actor may see, or 404 (a user outside the actor's reach does not exist for them). */
export async function visibleUser(db: DbOrTx, actor: Actor, userId: string, lock = false): Promise<UserWithCompany> {
  const found = await findUserFor(db, actor, userId, { lock });
  if (!found) throw notFound('User');
  return found;
}

/** A user the actor may administer: 404 when out of reach, 403 when visible but not theirs to manage. */
export async function managedUser(db: DbOrTx, actor: Actor, userId: string, lock = false): Promise<UserWithCompany> {
  const found = await visibleUser(db, actor, userId, lock);
  authorize(actor, 'user.manage', found.user);
  return found;
}

/** The full user for a purpose that widens who may see them (for example the lead appeal manager). */
export async function presentUserById(
  db: DbOrTx,
  actor: Actor,
  userId: string,
  alsoVisible?: AlsoVisible,
): Promise<TUser> {
  const found = await findUserFor(db, actor, userId, { alsoVisible });
  if (!found) throw notFound('User');
  return presentUserFor(db, found.user, found.company, actor);
}

/** A user's profile as the actor may see it; a user outside the actor's reach is 404. */
export async function getUser(db: DbOrTx, actor: Actor, userId: string): Promise<TUser> {
  const { user, company } = await visibleUser(db, actor, userId);
  return presentUserFor(db, user, company, actor);
}

const SELF_ONLY = [
  'position',
  'phone',
  'password',
  'marketingApproval',
  'mailVerificationPeriod',
  'mailVerificationNewDevice',
] as const;

/**
 * Edits a user. Users edit their own profile; provider admins and the admins managing the user
 * may edit their names and email and grant extra permissions (spec §6). Email, password,
 * verification and permission changes need a fresh authorization token (not for provider admins);
 * a password change also needs the old password, must not reuse one of the last 4 years, and ends
 * the user's other sessions (this one stays signed in).
 */
export async function updateUser(
  db: Db,
  actor: Actor,
  userId: string,
  input: TUpdateUser,
  authorizationToken: string | null,
): Promise<TUser> {
  const { user } = await visibleUser(db, actor, userId);
  const self = actor.id === userId;
  if (!self) {
    authorize(actor, 'user.manage', user);
    // An admin's edit of someone's profile is the update_user feature (their own profile is not).
    if (user.companyId) await authorizeFeature(db, actor, user.companyId, 'update_user');
    if (SELF_ONLY.some((f) => input[f] !== undefined)) authorize(actor, 'user.editOwnDetails', user);
  }
  if (input.permissions !== undefined) {
    authorize(actor, 'user.grantPermissions', user);
    authorize(actor, 'user.holdPermissions', user);
  }
  if (input.companyId !== undefined && input.companyId !== user.companyId) {
    throw new AppError(422, ERROR_KEYS.companyCannotChange, 'A person’s company does not change.', {
      companyId: [ERROR_KEYS.companyCannotChange],
    });
  }
  const changes: Partial<typeof users.$inferInsert> = {};
  const set = <K extends keyof typeof changes>(key: K, value: (typeof changes)[K] | undefined) => {
    if (value !== undefined && value !== user[key as keyof typeof user]) changes[key] = value;
  };
  set('firstName', input.firstName);
  set('lastName', input.lastName);
  set('position', input.position);
  set('email', input.email);
  set('marketingApproval', input.marketingApproval);
  set('mailVerificationPeriod', input.mailVerificationPeriod);
  set('mailVerificationNewDevice', input.mailVerificationNewDevice);
  if (input.phone !== undefined && input.phone !== user.phone) {
    changes.phone = input.phone;
    changes.phoneVerifiedAt = null;
  }
  if (input.permissions !== undefined) {
    const next = [...new Set(input.permissions)].sort();
    if (JSON.stringify(next) !== JSON.stringify([...user.permissions].sort())) changes.permissions = next;
  }
  const passwordChange = input.password !== undefined;
  const sensitive =
    passwordChange ||
    ['email', 'mailVerificationPeriod', 'mailVerificationNewDevice', 'permissions'].some((k) => k in changes);

  if (passwordChange) {
    if (!(await verifyPassword(user.passwordHash, input.oldPassword ?? ''))) throw wrongPassword('oldPassword');
    await assertFreshPassword(db, userId, input.password!);
  }
  if (changes.email) await assertEmailFree(db, changes.email, userId);

  await db.transaction(async (tx) => {
    if (sensitive) await consumeAuthorization(tx, actor, authorizationToken);
    if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, userId));
    if (passwordChange) {
      await setPassword(tx, userId, input.password!);
      // Whoever else knew the old password is signed out; the session making the change stays.
      await revokeSessions(tx, userId, actor.sessionId);
    }
    const before = Object.fromEntries(Object.keys(changes).map((k) => [k, user[k as keyof typeof user]]));
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.updated',
        entityType: 'user',
        entityId: userId,
        companyId: user.companyId,
        before,
        after: changes,
      });
    }
    if (passwordChange) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.password_changed',
        entityType: 'user',
        entityId: userId,
        companyId: user.companyId,
      });
    }
  });
  return getUser(db, actor, userId);
}

async function assertEmailFree(db: DbOrTx, email: string, exceptId: string): Promise<void> {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), ne(users.id, exceptId)));
  if (clash) {
    throw conflict(ERROR_KEYS.emailTaken, 'Another account uses this email.', { email: [ERROR_KEYS.emailTaken] });
  }
}
