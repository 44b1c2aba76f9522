/**
 * Writes docs/explain/dashboard-*.txt and statistics-*.txt: the plans PostgreSQL ran (auto_explain,
 * ANALYZE and BUFFERS) for each dashboard and statistics call on the scale dataset, as the services
 * build them (lib/aggregate.ts writes them, so they are not written out by hand as in explain-lists.sh).
 * One pooled connection, so every statement of a call lands between its two markers in the server log.
 *   PGLOG=<postgresql's log file> DATABASE_URL=postgres://… npx tsx bench/explain-dashboards.ts
 * The database needs `session_preload_libraries = 'auto_explain'`, `auto_explain.log_min_duration = 0`,
 * `auto_explain.log_analyze = on`, `auto_explain.log_buffers = on` (ALTER SYSTEM, then reload).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { STATISTICS_PAGES } from '@statera/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { issueSessionTokens } from '../apps/server/src/modules/auth/auth.service.ts';
import { scaleUuid } from './scale-seed/sql.ts';
import { scaleIds as ids } from './seed-scale.ts';

const LOG = process.env.PGLOG;
if (!LOG) throw new Error('PGLOG: the PostgreSQL log file auto_explain writes to');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null, poolSize: 1 });
const app = await buildApp(
  // The figures as computed: kept answers would leave the second call without a statement.
  { jwtSecret: randomBytes(32).toString('hex'), logLevel: 'error', rateLimitMax: 1e9, keptFigures: false },
  database,
);
const people = {
  'provider-admin': scaleUuid('provider-admin', ''),
  'client-admin': ids.userId('admin', 1),
  specialist: ids.userId('specialist', 1),
  approver: ids.userId('approver', 1),
  'lead-appeal-manager': ids.userId('lam', 1),
} as const;
const calls: [keyof typeof people, string, string][] = [
  ['provider-admin', 'dashboard-provider-admin', '/api/my-dashboard'],
  ['client-admin', 'dashboard-client-admin', '/api/my-dashboard'],
  ['specialist', 'dashboard-specialist', '/api/my-dashboard'],
  ['approver', 'dashboard-approver', '/api/my-dashboard'],
  ['lead-appeal-manager', 'dashboard-lead-appeal-manager', '/api/my-dashboard'],
  ...STATISTICS_PAGES.flatMap((p): [keyof typeof people, string, string][] => [
    ['provider-admin', `statistics-${p}-provider-admin`, `/api/statistics/${p}`],
    ['client-admin', `statistics-${p}-client-admin`, `/api/statistics/${p}`],
  ]),
];
const marker = (s: string) => database.db.execute(sql.raw(`select 'explain-marker ${s}'`));
// Only what this run writes: the log may be far larger than a string can hold.
const start = statSync(LOG).size;
for (const [who, name, url] of calls) {
  const { accessToken } = await issueSessionTokens(database.db, app.tokens, people[who], randomUUID());
  // Once unmeasured (the actor cached, statements prepared), then the call whose plans are kept.
  await app.inject({ url, headers: { authorization: `Bearer ${accessToken}` } });
  await marker(`begin ${name}`);
  const res = await app.inject({ url, headers: { authorization: `Bearer ${accessToken}` } });
  await marker(`end ${name}`);
  if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
}
await new Promise((r) => setTimeout(r, 1000)); // the log is written asynchronously
const log = await new Promise<string>((resolve, reject) => {
  const chunks: Buffer[] = [];
  createReadStream(LOG, { start })
    .on('data', (c) => chunks.push(c as Buffer))
    .on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    .on('error', reject);
});
mkdirSync('docs/explain', { recursive: true });
// The schema the plans were taken on: the newest migration of the journal.
const journal = JSON.parse(readFileSync('apps/server/src/db/migrations/meta/_journal.json', 'utf8')) as {
  entries: { tag: string }[];
};
const migration = `after migration ${journal.entries.at(-1)!.tag}`;
for (const [, name, url] of calls) {
  const section = log.split(`explain-marker begin ${name}`)[1]?.split(`explain-marker end ${name}`)[0] ?? '';
  // Each auto_explain entry: "duration: X ms  plan:\n\tQuery Text: …"; the markers' own selects left out.
  const plans = section
    .split(/\n(?=\S[^\n]*LOG: {2}duration: )/)
    .filter((e) => e.includes('plan:') && !e.includes('explain-marker'))
    .map((e) => e.slice(e.indexOf('LOG:')).replace(/\n\t/g, '\n'));
  const total = plans.reduce((ms, p) => ms + Number(/duration: ([\d.]+) ms/.exec(p)?.[1] ?? 0), 0);
  writeFileSync(
    `docs/explain/${name}.txt`,
    `-- GET ${url} (scale dataset, PostgreSQL 15, ${migration}): ${plans.length} statements, ${total.toFixed(1)} ms in PostgreSQL\n\n${plans.join('\n\n')}\n`,
  );
  console.log(`${name.padEnd(48)} ${String(plans.length).padStart(3)} statements ${total.toFixed(1).padStart(8)} ms`);
}
await app.close();
await database.close();
