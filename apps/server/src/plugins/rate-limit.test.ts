import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers/test-app.ts';
import { type App, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';

let app: App;
let database: Database;
let drop: () => Promise<void>;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'statera-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'page.js'), 'export {};');
  ({ database, drop } = await freshDatabase());
  app = await buildApp({ jwtSecret: 'x'.repeat(32), logLevel: 'silent', webDist: dist, rateLimitMax: 3 }, database);
});

afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
  rmSync(dist, { recursive: true, force: true });
});

describe('per-client request limit', () => {
  it('limits the API with 429 and the error shape', async () => {
    const call = () => app.inject({ url: '/api/maintenance', remoteAddress: '10.0.0.1' });
    const allowed: number[] = [];
    for (let i = 0; i < 3; i++) allowed.push((await call()).statusCode);
    expect(allowed.every((code) => code !== 429)).toBe(true);
    const last = await call();
    expect(last.statusCode).toBe(429);
    expect(last.json().error_key).toBe('errors.tooManyRequests');
  });

  it("does not count the web app's pages and files", async () => {
    for (let i = 0; i < 6; i++) {
      for (const url of ['/engagements', '/index.html', '/assets/page.js']) {
        expect((await app.inject({ url, remoteAddress: '10.0.0.2' })).statusCode, url).toBe(200);
      }
    }
  });
});

describe('client address behind proxies (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted, so a client cannot pick its own address', async () => {
    // The default app trusts no proxy: new forwarded addresses from one socket share one count.
    const call = (i: number) =>
      app.inject({
        url: '/api/maintenance',
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await call(i)).statusCode);
    expect(codes.slice(0, 3).every((code) => code !== 429)).toBe(true);
    expect(codes[3]).toBe(429);
  });

  it('believes the forwarded address from a trusted proxy', async () => {
    const { database: db2, drop: drop2 } = await freshDatabase();
    const behindProxy = await buildApp(
      { jwtSecret: 'y'.repeat(32), logLevel: 'silent', webDist: null, rateLimitMax: 3, trustProxy: '10.0.0.0/8' },
      db2,
    );
    try {
      const call = (i: number) =>
        behindProxy.inject({
          url: '/api/maintenance',
          remoteAddress: '10.0.0.9',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
      for (let i = 0; i < 5; i++) expect((await call(i)).statusCode).not.toBe(429);
    } finally {
      await behindProxy.close();
      await db2.close();
      await drop2();
    }
  });
});
