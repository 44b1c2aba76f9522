import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { localStorage } from './local-storage.ts';
import type { S3Settings } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

export type StorageSettings = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);

/** The configured store: S3 when a bucket is set (the AWS SDK is loaded only then), else the local directory. */
export async function createStorage(settings: StorageSettings): Promise<FileStorage> {
  if (settings.kind === 'local') return localStorage(settings.dir);
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage(settings);
}

/** A local store in a fresh temporary directory, removed on close (tests). */
export async function temporaryStorage(): Promise<FileStorage & { root: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'statera-files-'));
  const storage = localStorage(root);
  return { ...storage, close: async () => rm(root, { recursive: true, force: true }) };
}
