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
