import type { Readable } from 'node:stream';
import {
  AVATAR_MAX_BYTES,
  AVATAR_ORIGINAL_MAX_BYTES,
  ERROR_KEYS,
  type TPhotoParams,
  type TUser,
  ZPhotoParams,
} from '@statera/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { storedFiles, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { IMAGE_TYPES } from '../../lib/file-types.ts';
import { type FileStorage, newFileKey } from '../../lib/storage/storage.ts';
import type { AcceptedUpload, UploadedFile, UploadRules } from '../../lib/uploads.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { authorizeFeature } from '../features/feature-access.ts';
import { sharesGroup } from './user.policy.ts';
import { findUserFor } from './user.repository.ts';
import { getUser, visibleUser } from './user.service.ts';

/** PUT users/{id}/avatar: the cropped `photo`, its `original` and the crop (`photoParams`, `originalPhotoId`). */
export const AVATAR_UPLOAD: UploadRules = {
  maxBytes: AVATAR_ORIGINAL_MAX_BYTES,
  maxFiles: 2,
  types: IMAGE_TYPES,
  fileFields: ['photo', 'original'],
  textFields: ['photoParams', 'originalPhotoId'],
};

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_KEYS.validation, message, { [field]: ['errors.invalid'] });

function cropOf(fields: Record<string, string>): TPhotoParams | null {
  if (fields.photoParams === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fields.photoParams);
  } catch {
    throw invalid('photoParams', 'photoParams must be JSON.');
  }
  const crop = ZPhotoParams.safeParse(parsed);
  if (!crop.success) throw invalid('photoParams', 'photoParams needs whole x, y, width and height.');
  return crop.data;
}

async function mayChangeAvatar(db: DbOrTx, actor: Actor, userId: string) {
  const found = await visibleUser(db, actor, userId);
  authorize(actor, 'user.changeAvatar', found.user);
  return found;
}

/** Stores a file under a fresh server-made key and records it (the caller's transaction). */
async function putFile(storage: FileStorage, file: UploadedFile, actor: Actor) {
  const key = newFileKey('avatars', file.extension);
  await storage.put(key, file.data, file.mime);
  return { key, mime: file.mime, size: file.data.length, name: file.name, createdBy: actor.id };
}

/** Removes stored objects after their rows are gone; a failure leaves an orphan object, logged, not an error. */
async function deleteObjects(storage: FileStorage, keys: string[], log?: (e: unknown) => void) {
  for (const key of keys) await storage.delete(key).catch((error) => log?.(error));
}

/**
 * PUT users/{id}/avatar (the user themselves, or a provider admin). Permission is checked before the
 * body is read. A new `original` replaces the kept one; without it, `originalPhotoId` names the kept
 * original being cropped again (its `photoParams` change). The replaced files leave the storage.
 */
export async function setAvatar(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  userId: string,
  readUpload: (rules: UploadRules) => Promise<AcceptedUpload>,
): Promise<TUser> {
  const { user } = await mayChangeAvatar(db, actor, userId);
  if (user.companyId) await authorizeFeature(db, actor, user.companyId, 'change_avatar');
  const { files, fields } = await readUpload(AVATAR_UPLOAD);
  const photo = files.find((f) => f.field === 'photo')!;
  const original = files.find((f) => f.field === 'original');
  if (photo.data.length > AVATAR_MAX_BYTES) {
    throw new AppError(413, ERROR_KEYS.fileTooBig, 'The picture is larger than 512 KB.', {
      photo: [ERROR_KEYS.fileTooBig],
    });
  }
  const crop = cropOf(fields);
  const keepOriginal = !original && fields.originalPhotoId !== undefined;
  if (crop && !original && !keepOriginal) throw invalid('photoParams', 'A crop needs its original picture.');

  const added = [await putFile(storage, photo, actor), ...(original ? [await putFile(storage, original, actor)] : [])];
  let replaced: string[] = [];
  try {
    replaced = await db.transaction(async (tx) => {
      const { user: current } = await visibleUser(tx, actor, userId, true);
      if (keepOriginal && fields.originalPhotoId !== current.originalPhotoId) {
        throw invalid('originalPhotoId', 'originalPhotoId is not the kept original picture.');
      }
      const rows = await tx.insert(storedFiles).values(added).returning({ id: storedFiles.id, key: storedFiles.key });
      const photoId = rows[0]!.id;
      const originalPhotoId = original ? rows[1]!.id : keepOriginal ? current.originalPhotoId : null;
      await tx
        .update(users)
        .set({ photoId, originalPhotoId, photoParams: originalPhotoId ? crop : null })
        .where(eq(users.id, userId));
      const old = [current.photoId, current.originalPhotoId].filter(
        (id): id is string => id !== null && id !== originalPhotoId,
      );
      const gone = old.length
        ? await tx.delete(storedFiles).where(inArray(storedFiles.id, old)).returning({ key: storedFiles.key })
        : [];
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.avatar_changed',
        entityType: 'user',
        entityId: userId,
        companyId: user.companyId,
        after: { mime: photo.mime, bytes: photo.data.length, photoId, originalPhotoId, photoParams: crop },
      });
      return gone.map((g) => g.key);
    });
  } catch (error) {
    await deleteObjects(
      storage,
      added.map((a) => a.key),
    );
    throw error;
  }
  await deleteObjects(storage, replaced);
  return getUser(db, actor, userId);
}

/** DELETE users/{id}/avatar: the picture and its original leave the database and the storage. */
export async function removeAvatar(db: Db, storage: FileStorage, actor: Actor, userId: string): Promise<void> {
  const { user } = await mayChangeAvatar(db, actor, userId);
  const keys = await db.transaction(async (tx) => {
    const { user: current } = await visibleUser(tx, actor, userId, true);
    const ids = [current.photoId, current.originalPhotoId].filter((id): id is string => id !== null);
    // Deleting what does not exist is 404, as reading it is.
    if (ids.length === 0) throw new AppError(404, ERROR_KEYS.avatarNotFound, 'This user has no avatar.');
    await tx.update(users).set({ photoId: null, originalPhotoId: null, photoParams: null }).where(eq(users.id, userId));
    const gone = await tx.delete(storedFiles).where(inArray(storedFiles.id, ids)).returning({ key: storedFiles.key });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.avatar_removed',
      entityType: 'user',
      entityId: userId,
      companyId: user.companyId,
    });
    return gone.map((g) => g.key);
  });
  await deleteObjects(storage, keys);
}

export interface AvatarImage {
  mime: string;
  size: number;
  createdAt: Date;
  body: Readable;
}

/**
 * The avatar image. Anyone who may see the user, and the people of the user's own group (avatars
 * appear beside records), may load it; the uncropped original only those who may change the
 * avatar. 404 when there is none.
 */
export async function readAvatar(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  userId: string,
  which: 'photo' | 'original' = 'photo',
): Promise<AvatarImage> {
  const found = await findUserFor(db, actor, userId, { alsoVisible: sharesGroup });
  if (!found) throw notFound('User');
  // The avatar is visible to the user's whole group; the uncropped original only to those who may
  // change it: a refusal there is 403, since the user is visible.
  if (which === 'original') authorize(actor, 'avatar.readOriginal', found.user);
  const id = which === 'photo' ? found.user.photoId : found.user.originalPhotoId;
  const [file] = id ? await db.select().from(storedFiles).where(eq(storedFiles.id, id)) : [];
  const body = file ? await storage.get(file.key) : null;
  if (!file || !body) throw new AppError(404, ERROR_KEYS.avatarNotFound, 'This user has no avatar.');
  return { mime: file.mime, size: file.size, createdAt: file.createdAt, body };
}
