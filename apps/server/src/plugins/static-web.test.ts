import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers/test-app.ts';
import { type App, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';

let app: App;
let database: Database;
let drop: () => Promise<void>;
let dist: string;
const CHUNK = `export const page = ${JSON.stringify('x'.repeat(4000))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'statera-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  // A hashed chunk as the build writes it: plain, and its brotli and gzip copies.
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'page-Ab12Cd34.js'), CHUNK);
  writeFileSync(path.join(dist, 'assets', 'page-Ab12Cd34.js.br'), brotliCompressSync(CHUNK));
  writeFileSync(path.join(dist, 'assets', 'page-Ab12Cd34.js.gz'), gzipSync(CHUNK));
  ({ database, drop } = await freshDatabase());
  app = await buildApp({ jwtSecret: 'x'.repeat(32), logLevel: 'silent', webDist: dist }, database);
});

afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app fallback', () => {
  it.each(['/api-key-generator', '/apis', '/engagements/1'])('serves index.html for the page %s', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it.each(['/api/nothing-here', '/api', '/api?x=1'])(
    'answers an unknown API path %s with the 404 error shape',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error_key: 'errors.notFound' });
    },
  );

  it('sends no Referer from the worker appeal page, whose address carries the link key', async () => {
    const appeal = await app.inject({ url: `/appeal/${'k'.repeat(43)}` });
    expect(appeal.statusCode).toBe(200);
    expect(appeal.headers['referrer-policy']).toBe('no-referrer');
    expect((await app.inject({ url: '/appeals' })).headers['referrer-policy']).toBe('same-origin');
  });

  it('answers a missing build file with 404, not index.html, so the web app can reload', async () => {
    const res = await app.inject({ url: '/assets/page-old1234.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });
});

describe('hashed build files', () => {
  it('sends brotli to a client that accepts it, with a year-long immutable cache', async () => {
    const res = await app.inject({ url: '/assets/page-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.pragma).toBeUndefined();
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends gzip when only gzip is accepted, and the plain file otherwise', async () => {
    const gz = await app.inject({ url: '/assets/page-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
    const plain = await app.inject({ url: '/assets/page-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve the compressed copies by their own names', async () => {
    const res = await app.inject({ url: '/assets/page-Ab12Cd34.js.br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps no-store on HTML pages, missing build files and API answers', async () => {
    for (const url of ['/', '/login', '/assets/page-old1234.js', '/api/nothing-here']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
