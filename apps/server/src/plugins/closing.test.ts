import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';

let database: Database;
let app: App;
let release: () => void;
let entered: Promise<void>;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: undefined, pgliteDir: null });
  app = await buildApp({ jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent', webDist: null }, database);
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let enter!: () => void;
  entered = new Promise((resolve) => {
    enter = resolve;
  });
  // A request still being answered when the server is told to stop.
  app.get('/slow', async () => {
    enter();
    await gate;
    return { ok: true };
  });
});
afterAll(async () => {
  await database.close();
});

/** The raw HTTP/1.1 responses on one connection, split at each status line. */
const responsesOf = (raw: string) => raw.split(/(?=HTTP\/1\.1 \d{3} )/).filter((r) => r.length > 0);

describe('stopping (SIGTERM: app.close)', () => {
  it('while draining, answers not ready and closes each connection after its answer', async () => {
    const before = await app.inject({ url: '/api/health' });
    expect(before.headers.connection).not.toBe('close');
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    app.draining = true;
    try {
      const live = await app.inject({ url: '/api/health' });
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe('close');
      expect(live.headers['x-content-type-options']).toBe('nosniff');
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable' });
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.headers.connection).toBe('close');
      const missing = await app.inject({ url: '/api/no-such-route' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.connection).toBe('close');
    } finally {
      app.draining = false;
    }
  });

  it('finishes the request in flight and answers one that arrives on its connection meanwhile, then closes it', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => {
      raw += d;
    });
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await entered;
    const closing = app.close();
    // The next request on the same keep-alive connection arrives after the stop has begun: before,
    // Fastify answered it with its own bare 503 (no §8 shape, no §9 headers); a proxy in front
    // would have shown that error to a user for a request the process could still serve.
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await closing;
    await ended;
    const [first, second, ...more] = responsesOf(raw);
    expect(more).toEqual([]);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(first).toContain('{"ok":true}');
    expect(second).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toContain('{"status":"ok"}');
    // …with the §9 headers, and the connection closed after it so the client goes elsewhere.
    expect(second).toMatch(/^x-content-type-options: nosniff\r$/im);
    expect(second).toMatch(/^cache-control: no-store\r$/im);
    expect(second).toMatch(/^connection: close\r$/im);
  });
});
