import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: a local directory by default, an S3-compatible bucket when configured.
 * Keys are made by the server (`newFileKey`), never from a name the user sent.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under the key (replacing any object there). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores the file at a local path under the key, streamed (never whole in memory): an upload
   * received into `spoolDir` (a local store moves it into place, so it is gone afterwards), or a
   * generated file, which is copied and left for its owner to remove.
   */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** Where uploads are received before they are checked and stored: beside a local store (a move, not a copy). */
  readonly spoolDir: string;
  /** The object's bytes as a stream, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Releases what the adapter holds (connections); the files stay. */
  close(): Promise<void>;
}

/** The folders files are kept in (one per kind of upload). */
export const FILE_FOLDERS = ['avatars', 'reports', 'appeals', 'attachments', 'imports'] as const;
export type TFileFolder = (typeof FILE_FOLDERS)[number];

const KEY = /^[a-z][a-z-]*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

/** A fresh key such as `avatars/<uuid>.webp`: the folder and extension are the server's. */
export function newFileKey(folder: TFileFolder, extension: string): string {
  return checkedKey(`${folder}/${randomUUID()}.${extension}`);
}

/** Refuses anything that is not a key `newFileKey` could have made (no paths, no user names). */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}
