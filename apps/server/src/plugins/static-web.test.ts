import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it('answers a missing build file with 404, not index.html, so the web app can reload', async () => {
    const res = await app.inject({ url: '/assets/page-old1234.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });
});
