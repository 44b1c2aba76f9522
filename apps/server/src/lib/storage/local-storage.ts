import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkedKey, type FileStorage } from './storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a directory (FILES_DIR, default `$DATA_DIR/files`), one file per key. A write goes to a
 * temporary name first and is renamed into place, so a reader never sees half a file.
 */
export function localStorage(root: string): FileStorage & { root: string } {
  const file = (key: string) => path.join(root, ...checkedKey(key).split('/'));

  return {
    kind: 'local',
    root,
    // inside the root, so a received file is moved into place on the same disk
    spoolDir: path.join(root, '.incoming'),
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
    },
    async putFile(key, sourcePath) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const spoolDir = path.join(root, '.incoming');
      if (path.dirname(path.resolve(sourcePath)) === spoolDir) {
        // an upload received into this store's spool: synced, then moved into place (same disk)
        const handle = await open(sourcePath, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(sourcePath, target);
        return;
      }
      // any other file is copied (its owner removes it) under a temporary name, then renamed
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await copyFile(sourcePath, temporary);
        const handle = await open(temporary, 'r+');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = file(key);
      try {
        await stat(target);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return createReadStream(target) as Readable;
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(file(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async close() {},
  };
}
