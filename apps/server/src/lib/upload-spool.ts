import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Spool files older than this are left by a process that died mid-upload, and removed. */
const STALE_MS = 60 * 60 * 1000;
const prepared = new Set<string>();

/** Creates the spool directory once per process, removing what a dead process left there. */
async function prepare(dir: string): Promise<void> {
  if (prepared.has(dir)) return;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const now = Date.now();
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > STALE_MS) await rm(file, { force: true });
  }
  prepared.add(dir);
}

/** A file received into the spool: where it is and how many bytes it has. */
export interface Spooled {
  path: string;
  size: number;
  /** Removes the spool file if it is still there (moved into a local store, it is not). */
  remove(): Promise<void>;
}

/**
 * Writes a stream to a new file in `dir` (mode 0600) chunk by chunk — memory holds a chunk or two,
 * whatever the size — and answers its path and size. A failed write removes the file.
 */
export async function spool(dir: string, body: Readable): Promise<Spooled> {
  await prepare(dir);
  const file = path.join(dir, `${randomUUID()}.upload`);
  const remove = () => rm(file, { force: true });
  try {
    const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    await pipeline(body, out);
    return { path: file, size: out.bytesWritten, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
