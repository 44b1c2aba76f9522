/**
 * Issue 13's scale benchmark (and issue 30 item 12's lists): seeds the scale dataset (bench/seed-scale.ts) on PostgreSQL when it is
 * not there, then loads the list, search and detail endpoints of the app built with `buildApp` with
 * autocannon and prints req/s, p50, p99, the ratio to a bare Fastify route measured in the same run and
 * the server's peak resident memory while each endpoint is loaded. The load generator runs in a child
 * process (bench/support/load-generator.ts), so it does not take the server's event loop; the bare
 * route is served by this process, beside the app, so both pay the same.
 *   DATABASE_URL=postgres://… npm run scale -w @statera/bench
 * (node --max-old-space-size=256, the server's own heap cap; `npx tsx bench/scale.bench.ts` runs it uncapped)
 * DURATION (s per endpoint, default 5), WARMUP (s of unmeasured load before each, default 1; before the
 * first endpoint after the bare route FIRST_WARMUP, default 10: V8 optimises the code every list shares),
 * CONNECTIONS (default 10), ONLY (substrings of the titles to run, separated by |), ACTOR_CACHE=off (every request
 * reads its actor from the database, as before the actor cache), KEPT_FIGURES=off (every dashboard and
 * statistics request computes its figures; by default they are kept until the database announces a
 * change, and the dashboards are measured a second time with a change committed every 100 ms),
 * CPU_PROFILE (a directory: the server's CPU profile while each endpoint is loaded, one .cpuprofile
 * each; `npx tsx bench/support/profile-summary.ts <file>` sums its self time by function and file),
 * PRETENURING=on (V8's default allocation-site pretenuring, which the server turns off: apps/server/src/gc-tuning.ts),
 * PG_PID (the postmaster's pid of a PostgreSQL on this machine: also prints PostgreSQL's CPU per request),
 * LOADGEN_BODIES=keep (autocannon decodes each answer's body into a string, as it does unchanged; by
 * default the load generator counts the bodies' bytes and discards them: bench/support/load-generator.ts).
 */
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { ACCESS_TOKEN_TTL_SECONDS, STATISTICS_PAGES } from '@statera/shared';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { tuneGarbageCollection } from '../apps/server/src/gc-tuning.ts';
import { issueSessionTokens } from '../apps/server/src/modules/auth/auth.service.ts';
import { measureEveryList } from './scale-cases/every-list.ts';
import { scaleIds, seedScale } from './seed-scale.ts';
import { type LoadOptions, type LoadSummary, summarize } from './support/load-summary.ts';
import { postgresCpuMs } from './support/postgres-cpu.ts';

// The server process's GC setting (main.ts does the same); PRETENURING=on leaves V8's default.
if (process.env.PRETENURING !== 'on') tuneGarbageCollection();
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ONLY = process.env.ONLY?.split('|').filter(Boolean);
const CPU_PROFILE = process.env.CPU_PROFILE;
const WARMUP = Number(process.env.WARMUP ?? 1);
const FIRST_WARMUP = Number(process.env.FIRST_WARMUP ?? 10);
/** Whether an app endpoint has been loaded yet (the first one is warmed for FIRST_WARMUP s). */
let warmed = false;
const PG_PID = process.env.PG_PID ? Number(process.env.PG_PID) : null;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: null, poolSize: CONNECTIONS });
await seedScale(database);
const db = database.db;
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const idOf = async (email: string) =>
  (await rowsOf<{ id: string }>(sql`select id from users where email = ${email}`))[0]!.id;
const providerAdmin = await idOf(scaleIds.providerAdmin);
const bigAdmin = await idOf(scaleIds.groupAdminEmail(1));
const bigSpecialist = await idOf(scaleIds.specialistEmail(1));
const bigApprover = await idOf(scaleIds.approverEmail(1));
const sample = await rowsOf<{ engagement: string; assessment: string }>(
  sql`select e.id as engagement, a.id as assessment from engagements e join assessments a on a.engagement_id = e.id
      join companies c on c.id = e.company_id where c.name = 'Scale Group 0001 plc' order by e.created_at desc limit 1`,
);
const { engagement, assessment } = sample[0]!;
const leadAppealManager = await idOf(scaleIds.leadAppealManagerEmail(1));
/** Group 1's engagement with statement sendings, re-sent mail, an appeal, a document and a contract change. */
const trackedEngagement = scaleIds.engagementId(scaleIds.showcaseEngagement);
const showcase = (
  await rowsOf<{ entity: string; assessment: string }>(
    sql`select e.engaged_entity_id as entity, a.id as assessment from engagements e
        join assessments a on a.engagement_id = e.id where e.id = ${trackedEngagement} order by a.created_at desc limit 1`,
  )
)[0]!;
const busyAgency = (
  await rowsOf<{ id: string }>(
    sql`select agency_id as id from engagements where company_id = ${scaleIds.companyId(1)} and agency_id is not null
        group by agency_id order by count(*) desc limit 1`,
  )
)[0]!.id;
// The bench sends thousands of requests a minute with group 1's API key: its own limit (120 a minute
// by default) would answer 429 to most of them.
await db.execute(
  sql`update api_keys set rate_limit_per_minute = 100000000 where key_hash = encode(sha256(convert_to(${scaleIds.apiKey(1)}, 'UTF8')), 'hex')`,
);

const app = await buildApp(
  {
    jwtSecret: randomBytes(32).toString('hex'),
    logLevel: 'silent',
    rateLimitMax: 100_000_000,
    actorCache: process.env.ACTOR_CACHE !== 'off',
    keptFigures: process.env.KEPT_FIGURES !== 'off',
  },
  database,
);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
/**
 * A person's access token, by the token first issued: a whole run outlasts an access token's life
 * (ACCESS_TOKEN_TTL_SECONDS), so each case asks for the person's current one (`freshToken`),
 * issued again once half its life has passed.
 */
const sessions = new Map<string, { userId: string; issuedAt: number; current: string }>();
const issue = async (userId: string) =>
  `Bearer ${(await issueSessionTokens(db, app.tokens, userId, randomUUID())).accessToken}`;
const tokenOf = async (userId: string) => {
  const token = await issue(userId);
  sessions.set(token, { userId, issuedAt: Date.now(), current: token });
  return token;
};
async function freshToken(authorization: string | undefined): Promise<string | undefined> {
  const session = authorization ? sessions.get(authorization) : undefined;
  if (!session) return authorization;
  if (Date.now() - session.issuedAt > (ACCESS_TOKEN_TTL_SECONDS * 1000) / 2) {
    session.current = await issue(session.userId);
    session.issuedAt = Date.now();
  }
  return session.current;
}
const [adminToken, providerToken, specialistToken, approverToken, leadToken] = await Promise.all(
  [bigAdmin, providerAdmin, bigSpecialist, bigApprover, leadAppealManager].map(tokenOf),
);

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ data: [], total: 0 }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

/**
 * The server's garbage collection while an endpoint is loaded: the pauses' total per request and the
 * longest (every in-flight request waits through a pause, so long ones reach the tail).
 */
const gc = { totalMs: 0, longestMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.totalMs += entry.duration;
    gc.longestMs = Math.max(gc.longestMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const generator = fileURLToPath(new URL('./support/load-generator.ts', import.meta.url));

/**
 * LOADGEN=in-process: autocannon in the server's own process and event loop, as the issue's first
 * measurements were taken (its bare route then served 10–12k req/s): the ratios are then comparable
 * with the issue's; every figure also pays for the load generator.
 */
const IN_PROCESS = process.env.LOADGEN === 'in-process';
const KEEP_BODIES = process.env.LOADGEN_BODIES === 'keep';

/** autocannon in a child process (the tsx loader passes on through execArgv); its summary over IPC. */
async function load(options: LoadOptions): Promise<LoadSummary> {
  if (IN_PROCESS) return summarize(await autocannon(options));
  return new Promise((resolve, reject) => {
    const child = fork(generator, [JSON.stringify({ ...options, keepBodies: KEEP_BODIES })], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let summary: LoadSummary | undefined;
    child.on('message', (m) => {
      summary = m as LoadSummary;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      summary ? resolve(summary) : reject(new Error(`load generator exited with ${code} and no summary`)),
    );
  });
}

/** The V8 profiler of this (the server's) process, through the inspector: only the loaded period. */
async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stopInto(file: string) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      mkdirSync(CPU_PROFILE!, { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
    },
  };
}

let bareRate = 0;
async function measure(title: string, url: string, asked?: string, extra: Record<string, string> = {}) {
  if (ONLY?.length && title !== 'bare Fastify route' && !ONLY.some((part) => title.includes(part))) return;
  const authorization = await freshToken(asked);
  // One request first: a failing endpoint is reported, not benchmarked.
  // "Bearer …" is a person's session; anything else is an API key, sent in its own header.
  const headers: Record<string, string> = {
    ...extra,
    ...(!authorization ? {} : authorization.startsWith('Bearer ') ? { authorization } : { 'x-api-key': authorization }),
  };
  const probe = await fetch(url, { headers });
  if (probe.status !== 200) {
    console.log(`${title.padEnd(56)} HTTP ${probe.status}: ${(await probe.text()).slice(0, 200)}`);
    return;
  }
  // A short unmeasured load first (WARMUP s, default 1): the pool's connections opened and each
  // prepared statement parsed on them, as on a server that has been answering for a while. The
  // first endpoint longer (FIRST_WARMUP s): a fresh process runs its first few thousand requests
  // before V8 has optimised the code every request shares (Fastify, the driver, rendering,
  // validation) — the client admin's page 1, measured first, cost 5.4 ms of server CPU a request
  // after 1 s and 4.1 ms after 10 s in back-to-back runs (docs/decisions/performance.md).
  const warmup = warmed || title === 'bare Fastify route' ? WARMUP : Math.max(WARMUP, FIRST_WARMUP);
  if (title !== 'bare Fastify route') warmed = true;
  if (warmup > 0) {
    await load({ url, connections: CONNECTIONS, duration: warmup, headers });
  }
  // The server's (this process's) resident memory, sampled while the endpoint is loaded.
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 50);
  const profiler = CPU_PROFILE ? await startProfile() : null;
  const cpuBefore = process.cpuUsage();
  const gcBefore = gc.totalMs;
  gc.longestMs = 0;
  const pgBefore = PG_PID ? postgresCpuMs(PG_PID) : 0;
  const r = await load({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
  }).finally(() => clearInterval(sampler));
  // The server's CPU per answered request (user + system of this process): less sensitive to what
  // else runs on the machine than req/s, which falls with every other process's load.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, r.requests);
  const pgPerRequest = PG_PID
    ? `  PostgreSQL CPU ${((postgresCpuMs(PG_PID) - pgBefore) / Math.max(1, r.requests)).toFixed(2)} ms/req`
    : '';
  const gcPerRequest = (gc.totalMs - gcBefore) / Math.max(1, r.requests);
  if (profiler) await profiler.stopInto(join(CPU_PROFILE!, `${title.replace(/[^\w]+/g, '-')}.cpuprofile`));
  if (!bareRate) bareRate = r.rps;
  console.log(
    `${title.padEnd(56)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(5)} ms  p97.5 ${String(r.p97_5).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  ratio ${(r.rps / bareRate).toFixed(3)}  errors ${r.errors}  server CPU ${cpuPerRequest.toFixed(2)} ms/req${pgPerRequest}${r.loadCpuMs !== undefined ? `  load generator CPU ${r.loadCpuMs.toFixed(2)} ms/req` : ''}  GC ${gcPerRequest.toFixed(2)} ms/req (longest ${gc.longestMs.toFixed(0)} ms)  peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB`,
  );
}

const api = `${appUrl}/api`;
console.log(
  `\nautocannon: ${CONNECTIONS} connections, ${DURATION} s each, load generator ${IN_PROCESS ? 'in the server process (LOADGEN=in-process)' : `in a child process, bodies ${KEEP_BODIES ? 'decoded (LOADGEN_BODIES=keep)' : 'counted and discarded'}`}, ${database.kind}, server heap limit ${(getHeapStatistics().heap_size_limit / 2 ** 20).toFixed(0)} MB`,
);
await measure('bare Fastify route', `${bareUrl}/bare`);
await measure('engagements: client admin, 20k, page 1', `${api}/my-engagements?rows=20&page=1`, adminToken);
await measure('engagements: client admin, 20k, page 500', `${api}/my-engagements?rows=20&page=500`, adminToken);
await measure(
  'engagements: client admin, 20k, search',
  `${api}/my-engagements?rows=20&page=1&globalFilter=Patel%2019`,
  adminToken,
);
await measure(
  'engagements: client admin, 20k, sorted by name',
  `${api}/my-engagements?rows=20&page=1&sort=engagedIndividualName%7Casc`,
  adminToken,
);
await measure('engagements: provider admin, all 200k', `${api}/my-engagements?rows=20&page=1`, providerToken);
await measure(
  'engagements: provider admin, search',
  `${api}/my-engagements?rows=20&page=1&globalFilter=Patel%2019`,
  providerToken,
);
// What a person types first, or a common surname: one letter (no trigram) and 20,000 matches.
await measure(
  'engagements: provider admin, search of one letter',
  `${api}/my-engagements?rows=20&page=1&globalFilter=P`,
  providerToken,
);
await measure(
  'engagements: provider admin, search of a common name',
  `${api}/my-engagements?rows=20&page=1&globalFilter=Patel`,
  providerToken,
);
await measure(
  'engagements: client admin, 20k, search of a common name',
  `${api}/my-engagements?rows=20&page=1&globalFilter=Patel`,
  adminToken,
);
await measure(
  'engagements: provider admin, sorted by company',
  `${api}/my-engagements?rows=20&page=1&sort=companyName%7Casc`,
  providerToken,
);
await measure(
  'engagements: provider admin, sorted by company, page 500',
  `${api}/my-engagements?rows=20&page=500&sort=companyName%7Casc`,
  providerToken,
);
await measure(
  'engagements: client admin, filtered by status (ended)',
  `${api}/my-engagements?rows=20&page=1&statuses=ended`,
  adminToken,
);
await measure(
  'engagements: provider admin, filtered by status (active)',
  `${api}/my-engagements?rows=20&page=1&statuses=active`,
  providerToken,
);
await measure(
  'engagements: provider admin, filtered by status and type',
  `${api}/my-engagements?rows=20&page=1&statuses=active&types=normal`,
  providerToken,
);
await measure(
  'engagements: client admin, filtered by status and type',
  `${api}/my-engagements?rows=20&page=1&statuses=active&types=normal`,
  adminToken,
);
await measure(
  'engagements: provider admin, filtered by start date (from 2025)',
  `${api}/my-engagements?rows=20&page=1&dateStartFrom=2025-01-01`,
  providerToken,
);
await measure(
  'engagements: client admin, filtered by start date (from 2025)',
  `${api}/my-engagements?rows=20&page=1&dateStartFrom=2025-01-01`,
  adminToken,
);
await measure('GET engagement', `${api}/engagements/${engagement}`, adminToken);
await measure('GET assessment', `${api}/assessments/${assessment}`, adminToken);
await measure('companies: provider admin, page 1', `${api}/companies?rows=20&page=1`, providerToken);
await measure('companies: provider admin, search', `${api}/companies?rows=20&page=1&globalFilter=04`, providerToken);
await measure(
  'companies: provider admin, by engagement count',
  `${api}/companies?rows=20&page=1&sort=engagementCount%7Cdesc`,
  providerToken,
);
await measure(
  'assessments: busy specialist (60k)',
  `${api}/users/${bigSpecialist}/assessments?rows=20&page=1`,
  specialistToken,
);
await measure(
  'assessments: busy specialist, search',
  `${api}/users/${bigSpecialist}/assessments?rows=20&page=1&globalFilter=Patel%2019`,
  specialistToken,
);
await measure(
  'assessments: busy specialist, page 500',
  `${api}/users/${bigSpecialist}/assessments?rows=20&page=500`,
  specialistToken,
);
await measure(
  'assessments: busy specialist, filtered by status (approved)',
  `${api}/users/${bigSpecialist}/assessments?rows=20&page=1&statuses=approved`,
  specialistToken,
);
await measure(
  'assessments: busy specialist, filtered by status and type',
  `${api}/users/${bigSpecialist}/assessments?rows=20&page=1&statuses=approved&types=assessment`,
  specialistToken,
);
await measure(
  'assessments: busy specialist, filtered by due date (from 2025)',
  `${api}/users/${bigSpecialist}/assessments?rows=20&page=1&dateDueFrom=2025-01-01`,
  specialistToken,
);
await measure(
  'assessments: busy specialist, filtered by status, page 100',
  `${api}/users/${bigSpecialist}/assessments?rows=20&page=100&statuses=approved`,
  specialistToken,
);
await measure(
  'assessments: client admin, 20k group (60k)',
  `${api}/users/${bigAdmin}/assessments?rows=20&page=1`,
  adminToken,
);
await measure(
  'assessments: busy approver, awaiting review',
  `${api}/users/${bigApprover}/assessments?rows=20&page=1&awaitingMyReview=true`,
  approverToken,
);

// Issue 30 item 12: the lists the first version of this bench left out, on the records the scale
// dataset now holds (appeals, statement sendings and their email events, agencies, engaged entities,
// every role's people, subsidiaries).
await measure(
  'engaged entities: client admin, 20k, search',
  `${api}/users/${bigAdmin}/engaged-entities?rows=20&page=1&globalFilter=Patel%2019`,
  adminToken,
);
await measure(
  'engaged entities: provider admin, page 1',
  `${api}/users/${providerAdmin}/engaged-entities?rows=20&page=1`,
  providerToken,
);
await measure(
  'engaged entities: provider admin, page 500',
  `${api}/users/${providerAdmin}/engaged-entities?rows=20&page=500`,
  providerToken,
);
await measure('users: provider admin, search', `${api}/users?rows=20&page=1&globalFilter=group%2012`, providerToken);
await measure('companies: provider admin, rows=ALL', `${api}/companies?rows=ALL&format=datatable`, providerToken);
// As a browser asks for it (every browser sends Accept-Encoding), and with only the columns the
// clients table shows; then a browser that holds the answer already (If-None-Match: 304).
const browser = { 'accept-encoding': 'gzip, deflate, br' };
const tableColumns = ['name', 'number', 'sector', 'manager', 'administrators', 'status', 'activeEngagementCount']
  .concat(['dateCreated', 'dateArchived'])
  .map((c) => `columns[]=${c}`)
  .join('&');
await measure(
  'companies: provider admin, rows=ALL, br',
  `${api}/companies?rows=ALL&format=datatable`,
  providerToken,
  browser,
);
await measure(
  "companies: provider admin, rows=ALL, the table's columns, br",
  `${api}/companies?rows=ALL&format=datatable&${tableColumns}`,
  providerToken,
  browser,
);
await measure(
  'email tracker: notifications, client admin',
  `${api}/engagements/${trackedEngagement}/notifications`,
  adminToken,
);
await measure('appeals: provider admin', `${api}/users/${providerAdmin}/appeals?rows=20&page=1`, providerToken);
await measure('appeals: client admin, 20k group', `${api}/users/${bigAdmin}/appeals?rows=20&page=1`, adminToken);
await measure(
  'appeals: lead appeal manager, 20k group',
  `${api}/users/${leadAppealManager}/appeals?rows=20&page=1`,
  leadToken,
);
await measure('agencies: provider admin (my-agencies)', `${api}/my-agencies?rows=20&page=1`, providerToken);
await measure('agencies: client admin (my-agencies)', `${api}/my-agencies?rows=20&page=1`, adminToken);

await measureEveryList({
  api,
  measure,
  tokens: {
    provider: providerToken!,
    admin: adminToken!,
    lead: leadToken!,
    apiUser: await tokenOf(await idOf(scaleIds.apiUserEmail(1))),
    apiKey: scaleIds.apiKey(1),
  },
  ids: {
    providerAdmin,
    bigAdmin,
    bigSpecialist,
    group: scaleIds.companyId(1),
    subsidiary: scaleIds.subsidiaryId(1, 1),
    engagement: trackedEngagement,
    engagedEntity: showcase.entity,
    agency: busyAgency,
    appeal: scaleIds.appealId(scaleIds.showcaseEngagement),
    assessment: showcase.assessment,
    webhookEndpoint: scaleIds.webhookEndpointId(1),
  },
});

// Issue 25: every dashboard, and every statistics page for the provider admin (all 200k) and a 20k group's admin.
await measure('dashboard: provider admin, all 200k', `${api}/my-dashboard`, providerToken);
await measure('dashboard: client admin, 20k', `${api}/my-dashboard`, adminToken);
await measure(
  'dashboard: client admin, 20k, heatmap by department',
  `${api}/my-dashboard?heatmapBy=department`,
  adminToken,
);
await measure('dashboard: specialist, 20k group', `${api}/my-dashboard`, specialistToken);
await measure('dashboard: approver, 20k group', `${api}/my-dashboard`, approverToken);
await measure('dashboard: lead appeal manager (client user)', `${api}/my-dashboard`, leadToken);
for (const page of STATISTICS_PAGES) {
  await measure(`statistics ${page}: provider admin, lastYear`, `${api}/statistics/${page}`, providerToken);
  await measure(`statistics ${page}: client admin, 20k, lastYear`, `${api}/statistics/${page}`, adminToken);
}

// The same dashboards while the platform changes: another process's write (a department of group 2
// touched, announced at commit like any change) every 100 ms, so kept figures are computed again
// ten times a second — each request waits for at most one computation of its own answer.
if (process.env.KEPT_FIGURES !== 'off') {
  const [touched] = await rowsOf<{ id: string }>(
    sql`select d.id from departments d where d.company_id = ${scaleIds.companyId(2)} limit 1`,
  );
  let writes = 0;
  const writer = setInterval(() => {
    void db.execute(sql`update departments set name = name where id = ${touched!.id}`).then(
      () => {
        writes++;
      },
      (e: Error) => console.log(`a write failed: ${e.message}`),
    );
  }, 100);
  const written = ', a change committed every 100 ms';
  await measure(`dashboard: provider admin, all 200k${written}`, `${api}/my-dashboard`, providerToken);
  await measure(`dashboard: client admin, 20k${written}`, `${api}/my-dashboard`, adminToken);
  await measure(`dashboard: specialist, 20k group${written}`, `${api}/my-dashboard`, specialistToken);
  await measure(`dashboard: approver, 20k group${written}`, `${api}/my-dashboard`, approverToken);
  await measure(
    `statistics departments: provider admin, lastYear${written}`,
    `${api}/statistics/departments`,
    providerToken,
  );
  clearInterval(writer);
  const kept = app.keptFigures.counts;
  console.log(
    `kept figures: ${kept.hits} served as kept, ${kept.computed} computed, ${kept.shared} shared a computation; ${writes} changes committed while the dashboards were written to, listener ${app.keptFigures.listening().live ? 'connected' : 'lost'}`,
  );
}

const actors = app.actorCache?.stats();
console.log(actors ? `actor cache: ${actors.hits} hits, ${actors.misses} misses` : 'actor cache: off');
await bare.close();
await app.close();
await database.close();
