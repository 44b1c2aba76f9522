import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import type { SmsSettings } from '../../src/modules/sms/sms-settings.ts';
import { templateDbFor, withDatabase } from '../global-setup.ts';

export interface TestContext {
  app: App;
  database: Database;
}

/**
 * A fresh database for one test file: a clone of the template migrated in global setup, or an
 * in-memory PGlite loaded from the data directory migrated there.
 */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))], { type: 'application/x-tar' });
    const database = await openDatabase({ pgliteDir: null, pgliteSnapshot: snapshot });
    return { database, drop: async () => {} };
  }
  const name = `statera_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDbFor(url)}`);
  await admin.end();
  // Dropping the database with FORCE terminates its connections; that is expected here.
  const database = await openDatabase({
    databaseUrl: withDatabase(url, name),
    pgliteDir: null,
    poolSize: 4,
    onConnectionError: () => {},
  });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // pg-pool's end() resolves before its connections have closed; dropping with FORCE before
      // then would kill a closing connection that no longer has an error listener.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  overrides: {
    loginRateLimitMax?: number;
    rateLimitMax?: number;
    logStream?: NodeJS.WritableStream;
    logLevel?: string;
    /** The delivery-events webhook's secret (unset: the webhook answers 404). */
    emailWebhookSecret?: string;
    /**
     * The actor cache (authz/actor-cache.ts). Default: on with PGlite, whose announcements arrive at
     * commit; off with PostgreSQL, where they arrive a moment later and a test that changes a user
     * straight in the database would race them (the cache's own tests turn it on and wait).
     */
    actorCache?: boolean;
    /** Webhook endpoints may be loopback (a local receiver in tests). */
    webhooksAllowLoopback?: boolean;
    /** The SMS adapter (default: the recording one), e.g. Twilio's pointed at the fake (fake-twilio.ts). */
    sms?: SmsSettings;
  } = {},
): Promise<TestContext & { close: () => Promise<void> }> {
  const { database, drop } = await freshDatabase();
  const app = await buildApp(
    {
      jwtSecret: randomBytes(32).toString('hex'),
      logLevel: overrides.logLevel ?? 'silent',
      logStream: overrides.logStream,
      webDist: null,
      rateLimitMax: overrides.rateLimitMax ?? 10_000,
      loginRateLimitMax: overrides.loginRateLimitMax ?? 1_000,
      emailWebhookSecret: overrides.emailWebhookSecret ?? null,
      actorCache: overrides.actorCache ?? database.kind === 'pglite',
      webhooksAllowLoopback: overrides.webhooksAllowLoopback ?? false,
      sms: overrides.sms,
    },
    database,
  );
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Registers beforeAll/afterAll for a test file and returns a context filled in beforeAll. */
export function useTestApp(overrides?: Parameters<typeof createTestApp>[0]): TestContext {
  const ctx = {} as TestContext;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const t = await createTestApp(overrides);
    ctx.app = t.app;
    ctx.database = t.database;
    close = t.close;
  });
  afterAll(async () => close());
  return ctx;
}
