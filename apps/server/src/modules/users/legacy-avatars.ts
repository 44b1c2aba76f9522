import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { storedFiles, userAvatars, users } from '../../db/schema/index.ts';
import { detectFileType, FILE_TYPES, IMAGE_TYPES } from '../../lib/file-types.ts';
import { type FileStorage, newFileKey } from '../../lib/storage/storage.ts';

/**
 * Moves avatars kept in the database (the legacy `user_avatars` table) into the file storage, one
 * user at a time, at start. A SQL migration cannot write to the storage (which may be an S3
 * bucket), so this runs once per start until the table is empty; a later migration drops it.
 */
export async function moveDatabaseAvatars(db: Db, storage: FileStorage, log?: FastifyBaseLogger): Promise<number> {
  const pending = await db.select({ userId: userAvatars.userId }).from(userAvatars);
  let moved = 0;
  for (const { userId } of pending) {
    const written: string[] = [];
    try {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(userAvatars).where(eq(userAvatars.userId, userId)).for('update');
        const [user] = await tx.select({ photoId: users.photoId }).from(users).where(eq(users.id, userId));
        const type = row ? await detectFileType(row.data, IMAGE_TYPES) : null;
        // A picture uploaded since the upgrade wins over the legacy one.
        if (row && type && user && user.photoId === null) {
          const { mime, extension } = FILE_TYPES[type];
          const key = newFileKey('avatars', extension);
          await storage.put(key, row.data, mime);
          written.push(key);
          const [file] = await tx
            .insert(storedFiles)
            .values({ key, mime, size: row.data.length, createdBy: userId, createdAt: row.updatedAt })
            .returning({ id: storedFiles.id });
          await tx
            .update(users)
            .set({ photoId: file!.id })
            .where(and(eq(users.id, userId), isNull(users.photoId)));
          moved++;
        }
        await tx.delete(userAvatars).where(eq(userAvatars.userId, userId));
      });
    } catch (error) {
      for (const key of written) await storage.delete(key).catch(() => {});
      log?.error({ err: error, userId }, 'could not move a database avatar to the file storage');
    }
  }
  if (moved > 0) log?.info({ moved }, 'moved database avatars to the file storage');
  return moved;
}
