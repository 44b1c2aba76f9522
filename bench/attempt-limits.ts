/**
 * Issue 30 items 1–2: attempt limits under parallel requests, and the owner of an attacked account.
 * Starts a throw-away PostgreSQL 15 and the server as production runs it (main.ts in a child
 * process, TRUST_PROXY=127.0.0.1 so each request's X-Forwarded-For is its client address), then
 * over real HTTP:
 *   1. 20 parallel wrong passwords for one account from one address (limit 5 per account and client);
 *   2. 60 parallel wrong appeal keys from one address (limit 10 per client);
 *   3. the owner signs in once (keeping the device cookie the answer sets, if any), then 12 other
 *      addresses send 5 wrong passwords each; the owner signs in from a fresh address without the
 *      cookie, and with it.
 * Prints the answers of each and exits 1 when a limit was passed (more guesses checked than it
 * allows) or the owner's browser was refused. A checked guess answers 401 (password) or 404 (key);
 * a refused one 429.
 *   npx tsx bench/attempt-limits.ts                 (needs /usr/lib/postgresql/15)
 *   SERVER_DIR=/tmp/before npx tsx bench/attempt-limits.ts   (another checkout, e.g. `git archive <ref>`)
 */

import { installAppJobs } from '../apps/server/src/composition/jobs.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { insertCompany } from '../apps/server/src/db/seed/builders.ts';
import { buildUser, TEST_PASSWORD } from '../apps/server/test/factories/tenant.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';
import { startThrowawayPostgres } from './support/throwaway-postgres.ts';

const WRONG = 'Nope-nope-123!';
const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};
const show = (counts: Record<number, number>) =>
  Object.entries(counts)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');

const pg = await startThrowawayPostgres();
let server: ServerProcess | undefined;
const failures: string[] = [];
try {
  const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
  await database.migrate(installAppJobs);
  const company = await insertCompany(database.db, { name: 'Bench attempt limits plc' });
  const [target, owner] = await Promise.all([
    buildUser(database.db, { role: 'approver', companyId: company.id }),
    buildUser(database.db, { role: 'approver', companyId: company.id }),
  ]);
  await database.close();
  server = await startServerProcess(
    { DATABASE_URL: pg.url, TRUST_PROXY: '127.0.0.1' },
    process.env.SERVER_DIR ? { cwd: process.env.SERVER_DIR } : {},
  );
  const base = server.base;
  const login = (email: string, password: string, ip: string, cookie?: string) =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email, password }),
    });

  // 1. parallel wrong passwords
  const passwords = await Promise.all(
    Array.from({ length: 20 }, () => login(target.email, WRONG, '198.51.100.1').then((r) => r.status)),
  );
  const checkedPasswords = passwords.filter((s) => s === 401).length;
  console.log(`\n1. 20 parallel wrong passwords, one account, one address (limit 5): ${show(tally(passwords))}`);
  console.log(`   password checks: ${checkedPasswords}`);
  if (checkedPasswords > 5) failures.push(`${checkedPasswords} password checks (limit 5)`);

  // 2. parallel wrong appeal keys
  const keys = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      fetch(`${base}/api/appeals/key/wrong-bench-${i}-${'z'.repeat(30)}`, {
        headers: { 'x-forwarded-for': '198.51.100.2' },
      }).then((r) => r.status),
    ),
  );
  const checkedKeys = keys.filter((s) => s === 404).length;
  console.log(`2. 60 parallel wrong appeal keys, one address (limit 10): ${show(tally(keys))}`);
  console.log(`   keys checked: ${checkedKeys}`);
  if (checkedKeys > 10) failures.push(`${checkedKeys} appeal keys checked (limit 10)`);

  // 3. strangers cannot lock the owner out
  const first = await login(owner.email, TEST_PASSWORD, '198.51.100.3');
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] || undefined;
  console.log(`3. owner signs in: ${first.status}, device cookie ${cookie ? 'set' : 'none'}`);
  const attack: number[] = [];
  for (let a = 1; a <= 12; a++) {
    attack.push(
      ...(await Promise.all(
        Array.from({ length: 5 }, () => login(owner.email, WRONG, `203.0.113.${a}`).then((r) => r.status)),
      )),
    );
  }
  console.log(`   12 addresses × 5 wrong passwords: ${show(tally(attack))}`);
  const stranger = (await login(owner.email, TEST_PASSWORD, '198.51.100.4')).status;
  const mine = (await login(owner.email, TEST_PASSWORD, '198.51.100.5', cookie)).status;
  console.log(`   right password from a fresh address, no cookie: ${stranger}`);
  console.log(`   right password from a fresh address, the owner's browser: ${mine}`);
  if (mine !== 200) failures.push(`the owner's browser got ${mine}`);
} finally {
  server?.child.kill('SIGTERM');
  await server?.waitExit(10_000);
  pg.destroy();
}
console.log(failures.length ? `\nFAILED: ${failures.join('; ')}` : '\nOK: no limit passed, the owner signed in');
process.exitCode = failures.length ? 1 : 0;
