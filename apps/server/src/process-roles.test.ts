import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_USERS } from '@statera/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../test/helpers/smtp-sink.ts';
import { freshDatabase } from '../test/helpers/test-app.ts';
import { buildApp } from './app.ts';
import { JOBS } from './composition/jobs.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { managerAppealLink } from './modules/appeals/appeal-mails.ts';
import { assessmentLink } from './modules/assessments/assessment-emails.ts';
import { workerLink } from './modules/worker-account/worker-key.ts';
import type { ProcessRole } from './process-role.ts';
import { startServer } from './server.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'statera-roles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const jwtSecret = randomBytes(32).toString('hex');

async function appOf(role: ProcessRole, publicUrl = 'https://statera.example') {
  const { database, drop } = await freshDatabase();
  const dist = mkdtempSync(path.join(dir, 'dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Statera</title>');
  const app = await buildApp({ jwtSecret, logLevel: 'silent', webDist: dist, publicUrl, role }, database);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

describe('what each process role serves over HTTP', () => {
  it('a worker answers liveness and readiness, and 404 (§8 shape) for the API and the web app', async () => {
    const { app, close } = await appOf('worker');
    try {
      expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ok' });
      for (const [method, url] of [
        ['POST', '/api/login'],
        ['GET', '/api/my-engagements'],
        ['GET', '/api/companies'],
        ['GET', '/api/documentation/public'],
        ['GET', '/api/v1/openapi.json'],
        ['GET', '/'],
        ['GET', '/engagements'],
      ] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json(), `${method} ${url}`).toMatchObject({ error_key: 'errors.notFound' });
      }
      expect(app.routeTable.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
        'GET /api/health',
        'GET /api/health/ready',
      ]);
      // A stopping worker is taken out of rotation like a web process.
      app.draining = true;
      expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
    } finally {
      await close();
    }
  });

  it('a worker still wires what its jobs need: the public address of every link, the module hooks', async () => {
    const { close } = await appOf('worker', 'https://jobs.statera.example/');
    try {
      expect(assessmentLink('a1')).toMatch(/^https:\/\/jobs\.statera\.example\/assessments\/a1/);
      expect(managerAppealLink('p1')).toBe('https://jobs.statera.example/appeals/p1');
      expect(workerLink('k1')).toBe('https://jobs.statera.example/worker-account/k1');
    } finally {
      await close();
    }
  });

  it.each(['web', 'both'] as const)('%s serves the API and the built web app', async (role) => {
    const { app, close } = await appOf(role);
    try {
      expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'x@y.z', password: 'p' } });
      expect(login.statusCode).toBe(401);
      expect((await app.inject({ url: '/api/my-engagements' })).statusCode).toBe(401);
      const page = await app.inject({ url: '/engagements' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Statera</title>');
      expect(app.routeTable.length).toBeGreaterThan(90);
    } finally {
      await close();
    }
  });
});

describe('what each process role runs in the background', () => {
  /** A server process in `role` on a fresh test database, with mail and a file store configured. */
  async function serverOf(role: ProcessRole, smtpUrl: string) {
    const { database, drop } = await freshDatabase();
    const config = loadConfig({
      PROCESS_ROLE: role,
      // The database is handed over open (a test database); the URL only satisfies the role's check.
      DATABASE_URL: 'postgres://unused.invalid/statera',
      DATA_DIR: dir,
      FILES_DIR: path.join(dir, `files-${role}`),
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: 'https://statera.example',
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(dir, 'none'),
    });
    const server = await startServer(config, { database });
    const schedules = async () =>
      (await database.executeSql('select name from pgboss.schedule order by name')).rows.map(
        (r) => (r as { name: string }).name,
      );
    return { server, database, drop, schedules };
  }

  const scheduled = JOBS.filter((j) => j.schedule).map((j) => j.name);

  it('web starts no job handler, schedule, mail loop or sweep; its stop closes the app and the database', async () => {
    const sink = await startSmtpSink();
    const { server, drop, schedules } = await serverOf('web', sink.url);
    try {
      expect(server.jobs).toBeNull();
      expect(server.mailer).toBeNull();
      expect(await schedules()).toEqual([]);
      await server.stop('SIGTERM', Date.now() + 5_000);
      expect(await server.database.ping()).toBe(false);
    } finally {
      await drop();
      await sink.close();
    }
  });

  it.each(['worker', 'both'] as const)(
    '%s works every queue, registers every schedule and stops gracefully',
    async (role) => {
      const sink = await startSmtpSink();
      const { server, drop, schedules } = await serverOf(role, sink.url);
      try {
        expect(server.jobs?.working.sort()).toEqual(JOBS.map((j) => j.name).sort());
        expect(server.mailer).not.toBeNull();
        expect(await schedules()).toEqual([...scheduled].sort());
        const started = Date.now();
        await server.stop('SIGTERM', Date.now() + 5_000);
        // A worker has nothing to drain: its stop does not wait SHUTDOWN_DRAIN_MS (1 s) first.
        if (role === 'worker') expect(Date.now() - started).toBeLessThan(1_000);
        expect(server.app.draining).toBe(true);
        expect(await server.database.ping()).toBe(false);
      } finally {
        await drop();
        await sink.close();
      }
    },
    60_000,
  );
});

/** Two processes asked to seed the demo start together on one empty database. PostgreSQL only. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the demo seed, several processes at once (PostgreSQL)', () => {
  it('seeds once: the first process seeds, the other waits and finds the users', async () => {
    const { database, drop } = await freshDatabase();
    const other = await openDatabase({
      databaseUrl: database.url,
      pgliteDir: null,
      poolSize: 4,
      onConnectionError() {},
    });
    const config = loadConfig({
      PROCESS_ROLE: 'web',
      DATABASE_URL: database.url,
      DATA_DIR: dir,
      FILES_DIR: path.join(dir, 'files-seed'),
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: 'https://statera.example',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      WEB_DIST: path.join(dir, 'none'),
    });
    try {
      const servers = await Promise.all([database, other].map((d) => startServer(config, { database: d })));
      expect(servers.map((s) => s.seeded).sort()).toEqual([false, true]);
      const users = await database.executeSql('select count(*)::int as n from users where email = any($1)', [
        Object.values(DEMO_USERS),
      ]);
      expect(users.rows[0]).toEqual({ n: Object.keys(DEMO_USERS).length });
      for (const s of servers) await s.stop('SIGINT', Date.now() + 5_000);
    } finally {
      await drop();
    }
  }, 120_000);
});
