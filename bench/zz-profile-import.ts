import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { temporaryStorage } from '../apps/server/src/lib/storage/create-storage.ts';
import { runImport } from '../apps/server/src/modules/csv-import/run-import.ts';
import { engagementsCsv } from '../bench/support/csv-import-run.ts';
import { seedWithSession } from '../bench/support/seed-session.ts';
import { startThrowawayPostgres } from '../bench/support/throwaway-postgres.ts';

const ROWS = Number(process.env.ROWS ?? 5000);
const pg = await startThrowawayPostgres();
try {
  const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
  const seeded = await seedWithSession(database, 20);
  const storage = await temporaryStorage();
  const app = await buildApp({ jwtSecret: seeded.jwtSecret, logLevel: 'silent', rateLimitMax: 1e9, storage }, database);
  const file = engagementsCsv(ROWS, { specialist: seeded.specialist.email, approver: seeded.approver.email }, 'p');
  const boundary = '----x';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    file,
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n${seeded.company.id}\r\n--${boundary}--\r\n`,
    ),
  ]);
  const headers = { authorization: `Bearer ${seeded.accessToken}` };
  let t = performance.now();
  const parsed = await app.inject({
    method: 'POST',
    url: '/api/engagements-csv',
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  console.log('parse', parsed.statusCode, ((performance.now() - t) / 1000).toFixed(2), 's', parsed.json().summary);
  const key = parsed.json().key;
  await app.inject({ method: 'POST', url: `/api/csv/${key}/engagements`, payload: {}, headers });
  t = performance.now();
  console.log(
    await runImport({ db: database.db, storage, publicUrl: 'http://x', sharedConnection: false }, key, new Date()),
  );
  console.log('process', ((performance.now() - t) / 1000).toFixed(2), 's');
  await app.close();
  await database.close();
} finally {
  pg.destroy();
}
