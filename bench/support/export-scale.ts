/** The SCALE=1 mode of bench/export.bench.ts (see there). */
import { type ChildProcess, execSync, fork } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';

const RUNS = Number(process.env.RUNS ?? 3);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const here = path.resolve(import.meta.dirname, '../..');
const MB = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

interface Server {
  child: ChildProcess;
  url: string;
  bareUrl: string;
  token: string;
  peak(): Promise<{ peak: number; rss: number; eventLoop: { p99: number; max: number } }>;
  /** The live heap after a full collection (the child runs with --expose-gc). */
  heap(): Promise<number>;
}

/** An extracted copy of `ref` (apps, packages) with this checkout's node_modules linked in. */
function checkout(ref: string): string {
  const sha = execSync(`git -C ${here} rev-parse ${ref}`).toString().trim();
  const dir = `/tmp/statera-export-bench-${sha.slice(0, 10)}`;
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true });
    execSync(`git -C ${here} archive ${sha} apps/server packages | tar -x -C ${dir}`);
    symlinkSync(path.join(here, 'node_modules'), path.join(dir, 'node_modules'));
  }
  return dir;
}

async function start(root: string): Promise<Server> {
  const child = fork(path.join(here, 'bench/support/export-server.ts'), {
    // The server's own heap cap, as `npm start` runs it (SERVER_HEAP_MB, default 256).
    execArgv: [`--max-old-space-size=${process.env.SERVER_HEAP_MB ?? 256}`, '--expose-gc', '--import', 'tsx'],
    env: { ...process.env, SERVER_ROOT: root },
    cwd: root,
  });
  const hello = await new Promise<{ url: string; bareUrl: string; token: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as never));
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const peak = () =>
    new Promise<{ peak: number; rss: number; eventLoop: { p99: number; max: number } }>((resolve) => {
      child.once('message', (m) => resolve(m as never));
      child.send('peak');
    });
  const heap = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m) => resolve((m as { heapUsed: number }).heapUsed));
      child.send('heap');
    });
  return { child, ...hello, peak, heap };
}

async function load(url: string, token?: string) {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    text: `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.timeouts + r.non2xx}`,
    p99: r.latency.p99,
  };
}

async function exportOnce(s: Server) {
  const t0 = performance.now();
  const res = await fetch(`${s.url}/api/my-engagements?format=xls`, {
    headers: { authorization: `Bearer ${s.token}` },
  });
  const ttfb = performance.now() - t0;
  const body = Buffer.from(await res.arrayBuffer());
  const ttlb = performance.now() - t0;
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${body.toString().slice(0, 300)}`);
  return { ttfb, ttlb, body, truncated: res.headers.get('x-export-truncated') };
}

async function measure(label: string, root: string) {
  console.log(`\n== ${label}: server from ${root} (child process, RSS sampled every 20 ms)`);
  const s = await start(root);
  try {
    await exportOnce(s); // warm-up (JIT, pool, caches)
    await s.peak();
    const idle = await s.peak();
    console.log(`server RSS idle after a warm-up export: ${MB(idle.rss)}`);
    console.log(
      `bare Fastify route (${CONNECTIONS} connections, ${DURATION} s): ${(await load(`${s.bareUrl}/bare`)).text}`,
    );
    await s.peak();
    const alone = await load(`${s.url}/api/my-engagements`, s.token);
    const quiet = await s.peak();
    console.log(
      `GET /api/my-engagements alone: ${alone.text}; server RSS peak ${MB(quiet.peak)}, event-loop delay p99 ${quiet.eventLoop.p99.toFixed(0)} ms max ${quiet.eventLoop.max.toFixed(0)} ms`,
    );
    let last: Buffer | null = null;
    const heapBefore = await s.heap();
    for (let i = 0; i < RUNS; i++) {
      await s.peak();
      const r = await exportOnce(s);
      const { peak, eventLoop } = await s.peak();
      last = r.body;
      console.log(
        `export run ${i + 1}: first byte ${r.ttfb.toFixed(0)} ms, last byte ${r.ttlb.toFixed(0)} ms, ${(r.body.length / 1024).toFixed(0)} KiB, truncated ${r.truncated}, RSS peak ${MB(peak)}, event-loop delay p99 ${eventLoop.p99.toFixed(0)} ms max ${eventLoop.max.toFixed(0)} ms`,
      );
    }
    console.log(`live heap after a full GC: ${MB(heapBefore)} before the runs, ${MB(await s.heap())} after ${RUNS}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(last as unknown as ExcelJS.Buffer);
    console.log(`rows in the last file: ${(wb.getWorksheet('Engagements')?.rowCount ?? 0) - 1} (+ header)`);
    last = null;
    // The list under load while exports run back to back.
    await s.peak();
    let running = true;
    const times: number[] = [];
    const exporter = (async () => {
      while (running) times.push((await exportOnce(s)).ttlb);
    })();
    const during = await load(`${s.url}/api/my-engagements`, s.token);
    running = false;
    await exporter;
    const { peak, eventLoop } = await s.peak();
    console.log(`GET /api/my-engagements during exports: ${during.text}`);
    console.log(
      `exports meanwhile: ${times.length}, last byte ${times.map((t) => t.toFixed(0)).join(' / ')} ms; server RSS peak ${MB(peak)}, event-loop delay p99 ${eventLoop.p99.toFixed(0)} ms max ${eventLoop.max.toFixed(0)} ms`,
    );
  } finally {
    s.child.send('stop');
    await new Promise((r) => s.child.once('exit', r));
  }
}

export async function scaleExportBench() {
  if (!process.env.DATABASE_URL) throw new Error('SCALE=1 needs DATABASE_URL (a copy of the scale database)');
  if (process.env.BEFORE) await measure(`before (${process.env.BEFORE})`, checkout(process.env.BEFORE));
  await measure('after (this checkout)', here);
}
