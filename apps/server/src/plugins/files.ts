import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { temporaryStorage } from '../lib/storage/create-storage.ts';
import type { FileStorage } from '../lib/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (avatars, documents); keys are made by the server. */
    storage: FileStorage;
  }
}

/**
 * File uploads: multipart bodies and the file storage. Nothing is parsed until a route calls
 * `acceptUpload`, which sets that route's own limits; the defaults here only bound a route that
 * reads parts itself. Without a configured storage (tests) files go to a temporary directory that
 * is removed when the app closes.
 */
export async function registerFiles(app: FastifyInstance, storage: FileStorage | undefined): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: 1024 * 1024, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12, headerPairs: 50 },
  });
  app.decorate('storage', storage ?? (await temporaryStorage()));
  app.addHook('onClose', async () => app.storage.close());
}
