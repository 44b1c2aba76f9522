import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers/test-app.ts';
import { type App, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';

/**
 * Two server processes are two apps on one database: a route's limit counts in PostgreSQL, so a
 * client cannot get N× the limit by spreading its attempts over N processes.
 */
describe('route rate limits across processes', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let first: App;
  let second: App;

  const build = (db: Database) =>
    buildApp(
      {
        jwtSecret: randomBytes(32).toString('hex'),
        logLevel: 'silent',
        webDist: null,
        rateLimitMax: 10_000,
        loginRateLimitMax: 4,
      },
      db,
    );

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    first = await build(database);
    second = await build(database);
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
    await drop();
  });

  const login = (app: App, email: string, ip = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { email, password: 'not-the-password-1!' },
    });

  it('refuses the fifth attempt although each process saw fewer than five', async () => {
    const email = `nobody.${randomBytes(4).toString('hex')}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(i % 2 === 0 ? first : second, email)).statusCode);
    expect(statuses.slice(0, 4)).not.toContain(429);
    expect(statuses[4]).toBe(429);
    const refused = await login(second, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_key).toBe('errors.tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each client apart', async () => {
    const email = `other.${randomBytes(4).toString('hex')}@example.test`;
    for (let i = 0; i < 4; i++) await login(first, email, '198.51.100.1');
    expect((await login(second, email, '198.51.100.1')).statusCode).toBe(429);
    expect((await login(second, email, '198.51.100.2')).statusCode).not.toBe(429);
  });
});
