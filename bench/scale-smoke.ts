/**
 * Opens the lists and details of every record kind of the scale dataset (bench/seed-scale.ts) through
 * the HTTP API, as the people who use them: the provider admin, a provider employee, a big group's
 * client admin, its lead appeal manager, an appeal manager, a subsidiary admin, a client user, the
 * specialist and the approver. Prints each answer's status, time and row count; exits 1 when any
 * answers 500 or more (a 403 or 404 where the person may not see the record is expected and shown).
 *   DATABASE_URL=postgres://… npx tsx bench/scale-smoke.ts
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { STATISTICS_PAGES } from '@statera/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { issueSessionTokens } from '../apps/server/src/modules/auth/auth.service.ts';
import { scaleUuid } from './scale-seed/sql.ts';
import { scaleIds as ids, seedScale } from './seed-scale.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null });
await seedScale(database);
const app = await buildApp(
  { jwtSecret: randomBytes(32).toString('hex'), logLevel: 'error', rateLimitMax: 1e9 },
  database,
);
const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api`;

const people = {
  'provider admin': scaleUuid('provider-admin', ''),
  'provider employee 1': ids.userId('provider', 1),
  'client admin 1': ids.userId('admin', 1),
  'lead appeal manager 1': ids.userId('lam', 1),
  'appeal manager 1.1': ids.userId('am', '1.1'),
  'subsidiary admin 1.1': ids.userId('subadmin', 11),
  'client user 1.1': ids.userId('user', '1.1'),
  'specialist 1': ids.userId('specialist', 1),
  'approver 1': ids.userId('approver', 1),
} as const;
type Person = keyof typeof people;

const i = ids.showcaseEngagement;
const engagement = ids.engagementId(i);
const group1 = ids.companyId(1);
/** Appeals of group 1 in each state (i % 40 = 3; see statements.ts for the states), and one of group 7 (disabled). */
const appeals = {
  contractor_processing: ids.appealId(i, 2),
  outdated: ids.appealId(i, 1),
  created: ids.appealId(43),
  started: ids.appealId(283),
  reassessment_in_progress: ids.appealId(443),
  reopened: ids.appealId(483),
  closed_accepted: ids.appealId(523),
  disabled_group_7: ids.appealId(80003, 2),
};

const everyone = Object.keys(people) as Person[];
const managers: Person[] = ['provider admin', 'provider employee 1', 'client admin 1'];
const checks: [Person[], string][] = [
  [everyone, '/my-engagements?rows=20'],
  [everyone, `/users/{me}/appeals?rows=20`],
  [everyone, `/users/{me}/appeals?rows=20&statuses=am_processing&statuses=contractor_processing&sort=deadline%7Casc`],
  [everyone, '/appeals/statistics'],
  ...Object.values(appeals).map((id): [Person[], string] => [everyone, `/appeals/${id}`]),
  [managers, `/appeal/${appeals.closed_accepted}/history-mails`],
  [everyone, `/engagements/${engagement}`],
  [everyone, `/engagements/${engagement}/notifications`],
  [everyone, `/engagements/${engagement}/appeals`],
  [everyone, `/engagements/${engagement}/documents`],
  [everyone, `/engagements/${engagement}/contract-changes`],
  [everyone, `/engagements/${engagement}/contractor-report-history-mails`],
  [managers, `/email-changelogs?engagementId=${engagement}`],
  [everyone, `/documents/${ids.documentId(i)}`],
  [everyone, `/assessments/${ids.assessmentId(i, 2)}`],
  [everyone, `/assessments/${ids.assessmentId(18, 3)}`],
  [managers, `/assessments/${ids.assessmentId(i, 2)}/report`],
  [everyone, '/my-agencies?rows=20'],
  [managers, `/companies/${group1}/agencies?rows=20`],
  [managers, `/agencies/${ids.agencyId(1, 1)}`],
  [managers, `/agencies/${ids.agencyId(1, 1)}/engagements`],
  [everyone, '/users/{me}/engaged-entities?rows=20'],
  [managers, '/users/{me}/engaged-entities?rows=20&globalFilter=Patel%2019'],
  [managers, `/engaged-entities/${ids.engagedEntityId(i)}`],
  [managers, `/engaged-entities/${ids.engagedEntityId(i)}/engagements`],
  [managers, `/engaged-entities/${ids.engagedEntityId(i)}/appeals`],
  [managers, `/engaged-individuals/${scaleUuid('ei', i)}`],
  [everyone, '/companies?rows=20'],
  [['provider admin'], '/companies?rows=ALL&format=datatable'],
  [managers, `/companies/${group1}`],
  [managers, `/companies/${group1}/departments`],
  [managers, `/companies/${group1}/subcompany-list`],
  [managers, `/companies/${group1}/users?rows=20`],
  [managers, `/companies/${group1}/features`],
  [managers, `/companies/${group1}/appeal-management/settings`],
  [['provider admin'], '/features?rows=20'],
  [['provider admin'], '/features/statistics'],
  [everyone, '/users?rows=20'],
  [managers, '/users?rows=20&globalFilter=group%2012'],
  [managers, `/users/${ids.userId('invitee', 2)}`],
  [managers, `/users/${ids.userId('lam', 1)}`],
  [managers, `/users/${ids.userId('api', 1)}`],
  // Issue 25: every role's dashboard, the statistics pages (a 403 for those without statistics.view).
  [everyone, '/my-dashboard'],
  [['client admin 1'], '/my-dashboard?heatmapBy=department'],
  ...STATISTICS_PAGES.map((p): [Person[], string] => [everyone, `/statistics/${p}`]),
  [managers, '/statistics/engagements?period=customPeriod&dateFrom=2025-01-01&dateTo=2025-12-31'],
  [managers, `/statistics/companies?companyId=${group1}`],
  [managers, `/companies/${group1}/statistics`],
];

let failures = 0;
const tokens = new Map<Person, string>();
for (const [who, template] of checks) {
  for (const person of who) {
    if (!tokens.has(person)) {
      const { accessToken } = await issueSessionTokens(database.db, app.tokens, people[person], randomUUID());
      tokens.set(person, accessToken);
    }
    const path = template.replace('{me}', people[person]);
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${tokens.get(person)}` } });
    const body = await res.text();
    const ms = performance.now() - t0;
    let rows = `${(body.length / 1024).toFixed(1)} KB`;
    try {
      const json = JSON.parse(body);
      if (Array.isArray(json?.data))
        rows += `, ${json.data.length} rows${json.total !== undefined ? ` of ${json.total}` : ''}`;
    } catch {
      // not JSON (a file): its size says enough
    }
    if (res.status >= 500) failures++;
    const note = res.status >= 400 ? ` ${body.slice(0, 120)}` : '';
    console.log(
      `${String(res.status)} ${ms.toFixed(0).padStart(5)} ms  ${person.padEnd(22)} ${template.slice(0, 90).padEnd(90)} ${rows}${note}`,
    );
  }
}
console.log(failures ? `${failures} answers of 500 or more` : 'no answer of 500 or more');
await app.close();
await database.close();
process.exit(failures ? 1 : 0);
