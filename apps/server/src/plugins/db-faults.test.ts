import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { ERROR_KEYS, ZErrorResponse } from '@statera/shared';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { isConnectionLoss, rateLimitedLog } from '../lib/db-faults.ts';
import { registerErrorHandler } from './error-handler.ts';

/** A loopback port nothing listens on: connecting to it is refused at once, as to a stopped PostgreSQL. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
let database: Database;
let app: App;
beforeAll(async () => {
  database = await openDatabase({
    databaseUrl: `postgres://statera:secret@127.0.0.1:${await closedPort()}/statera`,
    pgliteDir: null,
    onConnectionError: () => {},
  });
  app = await buildApp(
    {
      jwtSecret: randomBytes(32).toString('hex'),
      logLevel: 'warn',
      logStream,
      webDist: null,
      rateLimitMax: 10_000,
      loginRateLimitMax: 10_000,
    },
    database,
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the database is unreachable (PostgreSQL stopped or restarting)', () => {
  it('answers 503 with Retry-After in the §8 shape, and logs one short warning per burst', async () => {
    lines.length = 0;
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `someone${i}@example.test`, password: 'Not-the-password-1' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      const body = ZErrorResponse.parse(res.json());
      expect(body.error_key).toBe(ERROR_KEYS.serviceUnavailable);
    }
    const log = lines.join('');
    expect(lines.filter((l) => l.includes('database unavailable'))).toHaveLength(1);
    expect(log).toContain('ECONNREFUSED');
    expect(log).not.toMatch(/select|insert|"stack"/i);
  });

  it('reports not ready', async () => {
    const res = await app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });
    // like every other 503 of the API (issue 30 item 6)
    expect(res.headers['retry-after']).toBe('5');
  });
});

describe('connection-loss errors', () => {
  const terminated = Object.assign(
    new pg.DatabaseError('terminating connection due to administrator command', 0, 'error'),
    {
      code: '57P01',
    },
  );
  const bare = Fastify({ logger: false });
  beforeAll(async () => {
    registerErrorHandler(bare);
    bare.get('/terminated', async () => {
      throw terminated;
    });
    bare.get('/wrapped', async () => {
      throw new Error('Failed query: select * from users where id = $1', {
        cause: new Error('Connection terminated unexpectedly'),
      });
    });
    bare.get('/bug', async () => {
      throw Object.assign(new Error('duplicate'), { code: '23505' });
    });
    await bare.ready();
  });
  afterAll(() => bare.close());

  it('maps 57P01 from a checked-out client, and a wrapped "Connection terminated", to 503 + Retry-After', async () => {
    for (const url of ['/terminated', '/wrapped']) {
      const res = await bare.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error_key: ERROR_KEYS.serviceUnavailable,
        message: expect.any(String),
      });
    }
  });

  it('leaves other database errors alone', async () => {
    expect(isConnectionLoss(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect((await bare.inject({ url: '/bug' })).statusCode).not.toBe(503);
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(isConnectionLoss(Object.assign(new Error('x'), { code })), code).toBe(true);
    }
  });

  it('a rate-limited log writes once per interval and counts what it held back', () => {
    let t = 0;
    const written: Record<string, unknown>[] = [];
    const log = rateLimitedLog(
      (fields) => written.push(fields),
      5_000,
      () => t,
    );
    for (let i = 0; i < 100; i++) log({ i }, 'down');
    t = 5_000;
    log({ i: 100 }, 'down');
    expect(written).toEqual([{ i: 0 }, { i: 100, suppressed: 99 }]);
  });
});
