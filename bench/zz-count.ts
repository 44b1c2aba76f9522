import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { issueSessionTokens } from '../apps/server/src/modules/auth/auth.service.ts';
import { scaleIds } from './seed-scale.ts';
const log: string[] = [];
const orig = pg.Client.prototype.query;
(pg.Client.prototype as any).query = function (this: any, q: any, ...rest: any[]) {
  log.push(typeof q === 'string' ? q : (q?.name ? `[${q.name}] ` : '') + (q?.text ?? ''));
  return (orig as any).call(this, q, ...rest);
};
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null, poolSize: 2 });
const db = database.db;
const rows = async (q: any) => ((await db.execute(q)) as any).rows;
const who = process.env.WHO ?? 'admin';
const email = who === 'provider' ? scaleIds.providerAdmin : who === 'specialist' ? scaleIds.specialistEmail(1) : scaleIds.groupAdminEmail(1);
const admin = (await rows(sql`select id from users where email = ${email}`))[0].id;
const s = (await rows(sql`select e.id as engagement, a.id as assessment from engagements e join assessments a on a.engagement_id = e.id join companies c on c.id = e.company_id where c.name = 'Scale Group 0001 plc' order by e.created_at desc limit 1`))[0];
const app = await buildApp({ jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent', rateLimitMax: 1e8 }, database);
await app.ready();
const token = (await issueSessionTokens(db, app.tokens, admin, randomUUID())).accessToken;
const urls = process.env.URLS ? process.env.URLS.split(' ').map((u) => u.replace('ME', admin)) : [`/api/engagements/${s.engagement}`, `/api/assessments/${s.assessment}`];
for (const url of urls) {
  await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  log.length = 0;
  const r = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const t0 = performance.now(); await app.inject({ url, headers: { authorization: `Bearer ${token}` } }); console.log('again ms', (performance.now()-t0).toFixed(1));
  console.log(url, r.statusCode, r.body.length, 'bytes,', log.length, 'queries');
  for (const l of log) console.log('  -', l.replace(/\s+/g, ' ').slice(0, 230));
}
await app.close();
process.exit(0);
