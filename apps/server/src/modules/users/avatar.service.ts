import { AVATAR_MAX_BYTES, ERROR_KEYS, type TUser } from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import { userAvatars } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { canViewUser, userActions } from './user.policy.ts';
import { findUser } from './user.repository.ts';
import { getUser, visibleUser } from './user.service.ts';

/** The image type by its first bytes (never by what the client claims). */
export function imageType(data: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

function decode(input: string): Buffer {
  const base64 = input.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
    throw new AppError(400, ERROR_KEYS.validation, 'The image is not valid base64.', { data: ['errors.invalid'] });
  }
  return Buffer.from(base64, 'base64');
}

/** PUT users/{id}/avatar: a PNG, JPEG or WebP of at most 512 KB; the user themselves (or a provider admin). */
export async function setAvatar(db: Db, actor: Actor, userId: string, data: string): Promise<TUser> {
  const { user } = await visibleUser(db, actor, userId);
  if (!userActions(actor, user).changeAvatar) throw forbidden();
  const bytes = decode(data);
  if (bytes.length > AVATAR_MAX_BYTES) {
    throw new AppError(413, ERROR_KEYS.fileTooBig, 'The image is larger than 512 KB.', {
      data: [ERROR_KEYS.fileTooBig],
    });
  }
  const mime = imageType(bytes);
  if (!mime) {
    throw new AppError(415, ERROR_KEYS.fileExtensionUnsupported, 'Use a PNG, JPEG or WebP image.', {
      data: [ERROR_KEYS.fileExtensionUnsupported],
    });
  }
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(userAvatars)
      .values({ userId, mime, data: bytes, updatedAt: now })
      .onConflictDoUpdate({ target: userAvatars.userId, set: { mime, data: bytes, updatedAt: now } });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.avatar_changed',
      entityType: 'user',
      entityId: userId,
      companyId: user.companyId,
      after: { mime, bytes: bytes.length },
    });
  });
  return getUser(db, actor, userId);
}

export async function removeAvatar(db: Db, actor: Actor, userId: string): Promise<void> {
  const { user } = await visibleUser(db, actor, userId);
  if (!userActions(actor, user).changeAvatar) throw forbidden();
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(userAvatars)
      .where(eq(userAvatars.userId, userId))
      .returning({ id: userAvatars.userId });
    if (removed.length === 0) return;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.avatar_removed',
      entityType: 'user',
      entityId: userId,
      companyId: user.companyId,
    });
  });
}

/**
 * The avatar image. Anyone who may see the user, and the people of the user's own group (avatars
 * appear beside records), may load it; 404 when there is none.
 */
export async function readAvatar(db: Db, actor: Actor, userId: string) {
  const found = await findUser(db, userId);
  const sameGroup = !!found?.company && found.company.rootId === actor.rootCompanyId;
  if (!found || !(sameGroup || canViewUser(actor, found.user))) throw notFound('User');
  const [avatar] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId));
  if (!avatar) throw new AppError(404, ERROR_KEYS.avatarNotFound, 'This user has no avatar.');
  return avatar;
}
