import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { installAppJobs } from '../composition/jobs.ts';
import { openDatabase } from './client.ts';

const url = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};

/**
 * Several processes start at once on an empty database (a deployment of web and worker processes):
 * each runs the migrations at start. PostgreSQL only: PGlite serves one process.
 */
describe.skipIf(!url)('migrations at start, several processes at once (PostgreSQL)', () => {
  it('one process migrates, the others wait and find nothing left to do', async () => {
    const name = `statera_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const databases = await Promise.all(
      [1, 2, 3].map(() =>
        openDatabase({ databaseUrl: withDatabase(url!, name), pgliteDir: null, poolSize: 2, onConnectionError() {} }),
      ),
    );
    try {
      const outcomes = await Promise.allSettled(databases.map((d) => d.migrate(installAppJobs)));
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'migrated'))).toEqual([
        'migrated',
        'migrated',
        'migrated',
      ]);
      const applied = await databases[0]!.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0]).toEqual({ n: journal.entries.length });
    } finally {
      await Promise.all(databases.map((d) => d.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
