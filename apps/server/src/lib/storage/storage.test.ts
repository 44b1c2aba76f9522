import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';
import { checkedKey, type FileStorage, newFileKey } from './storage.ts';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('storage keys', () => {
  it('are made by the server: a folder, a fresh uuid and an extension', () => {
    const key = newFileKey('avatars', 'webp');
    expect(key).toMatch(/^avatars\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/);
    expect(newFileKey('avatars', 'webp')).not.toBe(key);
  });

  it.each([
    '../etc/passwd',
    'avatars/../../etc/passwd',
    '/avatars/0b7c7e52-8d8e-4bd8-9b8e-3f1c2a9d4e5f.png',
    'avatars/my holiday.png',
    'avatars/0b7c7e52-8d8e-4bd8-9b8e-3f1c2a9d4e5f.png/../x',
    'avatars\\0b7c7e52-8d8e-4bd8-9b8e-3f1c2a9d4e5f.png',
    '',
  ])('refuse %j', (key) => {
    expect(() => checkedKey(key)).toThrow(/Not a storage key/);
  });
});

/** The same behaviour from every adapter. */
function contract(name: string, open: () => Promise<FileStorage>) {
  describe(name, () => {
    let storage: FileStorage;
    beforeAll(async () => {
      storage = await open();
    });
    afterAll(async () => storage.close());

    it('puts, gets as a stream, tells whether it exists and deletes', async () => {
      const key = newFileKey('avatars', 'png');
      const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
      expect(await storage.exists(key)).toBe(false);
      await storage.put(key, data, 'image/png');
      expect(await storage.exists(key)).toBe(true);
      expect((await bytesOf((await storage.get(key))!)).equals(data)).toBe(true);
      const replaced = Buffer.alloc(300_000, 7);
      await storage.put(key, replaced, 'image/png');
      expect((await bytesOf((await storage.get(key))!)).equals(replaced)).toBe(true);
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
    });

    it('stores a local file streamed under a key (a generated workbook)', async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'statera-source-'));
      const source = path.join(dir, 'report.xlsx');
      const data = Buffer.alloc(2_500_000, 9);
      data.write('PK', 0);
      await writeFile(source, data);
      const key = newFileKey('reports', 'xlsx');
      await storage.putFile(key, source, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect((await bytesOf((await storage.get(key))!)).equals(data)).toBe(true);
      await storage.delete(key);
      await rm(dir, { recursive: true, force: true });
    });

    it('stores a received file from its spool path, streamed, under a new key', async () => {
      await mkdir(storage.spoolDir, { recursive: true });
      const spooled = path.join(storage.spoolDir, `${randomUUID()}.upload`);
      const data = Buffer.alloc(3 * 1024 * 1024 + 17, 9);
      await writeFile(spooled, data);
      const key = newFileKey('attachments', 'pdf');
      await storage.putFile(key, spooled, 'application/pdf');
      expect((await bytesOf((await storage.get(key))!)).equals(data)).toBe(true);
      await expect(storage.putFile('../outside.pdf', spooled, 'application/pdf')).rejects.toThrow(/Not a storage key/);
      await rm(spooled, { force: true });
      await storage.delete(key);
    });

    it('answers null for a missing object and deletes a missing one without error', async () => {
      const key = newFileKey('avatars', 'jpg');
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('refuses a key it did not make', async () => {
      await expect(storage.put('../outside.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/Not a storage key/);
      await expect(storage.get('avatars/../../etc/passwd')).rejects.toThrow(/Not a storage key/);
    });
  });
}

let localRoot = '';
contract('local directory', async () => {
  localRoot = await mkdtemp(path.join(os.tmpdir(), 'statera-storage-'));
  const storage = localStorage(localRoot);
  return {
    ...storage,
    close: async () => {
      // nothing but the folder of keys: temporary write files were renamed into place
      expect(await readdir(path.join(localRoot, 'avatars'))).toEqual([]);
      expect(await readdir(path.join(localRoot, 'reports'))).toEqual([]);
      await rm(localRoot, { recursive: true, force: true });
    },
  };
});

// A real S3-compatible server (s3rver, an S3 implementation over a local directory) on a free port,
// driven through the AWS SDK exactly as a production bucket would be.
contract('S3-compatible bucket (s3rver)', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'statera-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'statera-files', configs: [] }],
  });
  const { port } = await server.run();
  const storage = s3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'statera-files',
    region: 'eu-west-2',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  return {
    ...storage,
    close: async () => {
      await storage.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});
