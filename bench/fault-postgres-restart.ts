/**
 * Fault: PostgreSQL restarts while the server is under read and write load.
 * Starts a throw-away PostgreSQL 15 and the server (apps/server/src/main.ts, a child process, jobs
 * included) on loopback, drives reads (GET /api/my-engagements) and writes (POST a department, a
 * transaction with its audit event) with autocannon, stops PostgreSQL mid-run for OUTAGE seconds and
 * starts it again. Prints: whether the server crashed, the answers during the outage (503 with
 * Retry-After), the time to recover after PostgreSQL is back, and the bytes the server logged.
 *   npx tsx bench/fault-postgres-restart.ts     (DURATION, OUTAGE, CONNECTIONS; needs /usr/lib/postgresql/15)
 */
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedWithSession } from './support/seed-session.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';
import { startThrowawayPostgres } from './support/throwaway-postgres.ts';

const DURATION = Number(process.env.DURATION ?? 20);
const OUTAGE = Number(process.env.OUTAGE ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const pg = await startThrowawayPostgres();
let server: ServerProcess | undefined;
try {
  // Schema, data and a session, made before the server starts.
  const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
  const { company, jwtSecret, accessToken } = await seedWithSession(database, 200);
  await database.close();

  let outageLogBytes = 0;
  server = await startServerProcess({ DATABASE_URL: pg.url, JWT_SECRET: jwtSecret });
  const base = server.base;
  const exit = () => server!.exit();
  let inOutage = false;
  const count = (b: Buffer) => {
    if (inOutage) outageLogBytes += b.length;
  };
  server.child.stdout!.on('data', count);
  server.child.stderr!.on('data', count);
  const startupLogBytes = server.logBytes();

  const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  let n = 0;
  const half = Math.max(1, Math.floor(CONNECTIONS / 2));
  const reads = autocannon({
    url: `${base}/api/my-engagements?rows=20&page=1`,
    connections: half,
    duration: DURATION,
    headers: auth,
  });
  const writes = autocannon({
    url: `${base}/api/companies/${company.id}/departments`,
    connections: CONNECTIONS - half,
    duration: DURATION,
    method: 'POST',
    headers: auth,
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ name: `Dept ${++n}` }) }) }],
  });

  // A probe beside the load: every 100 ms one read, noting status and Retry-After.
  const probes: { t: number; status: number; retryAfter: string | null }[] = [];
  let probing = true;
  const probeLoop = (async () => {
    while (probing) {
      const t = Date.now();
      try {
        const r = await fetch(`${base}/api/my-engagements?rows=20&page=1`, {
          headers: auth,
          signal: AbortSignal.timeout(6_000),
        });
        await r.arrayBuffer();
        probes.push({ t, status: r.status, retryAfter: r.headers.get('retry-after') });
      } catch {
        probes.push({ t, status: 0, retryAfter: null });
      }
      await sleep(100);
    }
  })();

  await sleep(Math.min(5, DURATION / 4) * 1000);
  inOutage = true;
  const stoppedAt = Date.now();
  pg.stop('fast');
  await sleep(OUTAGE * 1000);
  pg.start(); // returns once PostgreSQL accepts connections
  const backAt = Date.now();
  inOutage = false;
  const [r, w] = await Promise.all([reads, writes]);
  probing = false;
  await probeLoop;

  const during = probes.filter((p) => p.t >= stoppedAt && p.t < backAt);
  const failedDuring = during.filter((p) => p.status !== 200);
  const firstOkAfter = probes.find((p) => p.t >= backAt && p.status === 200);
  const lastFailure = [...probes].reverse().find((p) => p.status !== 200);
  const ready = await fetch(`${base}/api/health/ready`).then(
    (x) => x.status,
    () => 0,
  );
  const codes = (s: autocannon.Result) =>
    Object.entries(s.statusCodeStats ?? {})
      .map(([code, v]) => `${code}×${(v as { count: number }).count}`)
      .join(' ');

  console.log(`\nPostgreSQL 15 stopped for ${OUTAGE} s under load (${CONNECTIONS} connections, ${DURATION} s)`);
  console.log(`server crashed:                 ${exit() ? `yes ${JSON.stringify(exit())}` : 'no'}`);
  console.log(`reads  (GET my-engagements):    ${codes(r)}   errors ${r.errors} timeouts ${r.timeouts}`);
  console.log(`writes (POST department):       ${codes(w)}   errors ${w.errors} timeouts ${w.timeouts}`);
  console.log(
    `probe during the outage:        ${during.length} requests, ${failedDuring.filter((p) => p.status === 503 && p.retryAfter).length} answered 503 with Retry-After, other failures ${
      failedDuring
        .filter((p) => !(p.status === 503 && p.retryAfter))
        .map((p) => p.status)
        .join(',') || 'none'
    }`,
  );
  console.log(
    `recovered after PostgreSQL up:  ${firstOkAfter ? `${firstOkAfter.t - backAt} ms (first 200 of the probe)` : 'NOT recovered'}; last failure ${lastFailure ? `${lastFailure.t - backAt} ms after` : 'none'}`,
  );
  console.log(`ready after the run:            ${ready}`);
  console.log(
    `log bytes (LOG_LEVEL=warn):     ${server.logBytes() - startupLogBytes} during the load, ${outageLogBytes} of them in the ${OUTAGE} s outage`,
  );

  // Graceful stop: SIGTERM, exit code and time.
  if (!exit()) {
    const t0 = Date.now();
    server.child.kill('SIGTERM');
    const ended = await server.waitExit(15_000);
    console.log(`SIGTERM:                        exit ${JSON.stringify(ended)} after ${Date.now() - t0} ms`);
  }
} finally {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  pg.destroy();
}
