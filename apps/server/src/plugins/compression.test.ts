import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, registerCompression } from './compression.ts';

const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Engagement ${i}`, status: 'IN_PROGRESS' }));
const app = Fastify();

beforeAll(async () => {
  registerCompression(app);
  app.get('/big', async () => ({ rows }));
  app.get('/small', async () => ({ ok: true }));
  app.get('/binary', async (_request, reply) => reply.type('application/pdf').send(Buffer.alloc(5000, 1)));
  await app.ready();
});
afterAll(() => app.close());

describe('API compression', () => {
  it('sends a large JSON answer in brotli to a client that takes it', async () => {
    const res = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify({ rows }).length / 4);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual({ rows });
  });

  it('sends gzip when brotli is not taken, and plain JSON without Accept-Encoding', async () => {
    const gzipped = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual({ rows });
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ rows });
  });

  it('leaves small answers and binary files as they are', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const binary = await app.inject({ url: '/binary', headers: { 'accept-encoding': 'br' } });
    expect(binary.headers['content-encoding']).toBeUndefined();
    expect(binary.rawPayload.length).toBe(5000);
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
