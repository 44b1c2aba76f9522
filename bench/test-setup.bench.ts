/**
 * What a server test file pays before its first test (docs/decisions/test-harness.md): in a fresh
 * process each time, as vitest's forks are, the CPU and wall time of each piece of createTestApp()
 * — importing the app, reading the snapshot, PGlite.create({ loadDataDir }), buildApp + ready —
 * for each snapshot variant. Prints one line per variant with the median of RUNS fresh processes.
 *   npx tsx bench/test-setup.bench.ts            (RUNS=5, VARIANTS=gzip,tar)
 */

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installAppJobs } from '../apps/server/src/composition/jobs.ts';

type Piece = { cpu: number; wall: number };
type Sample = Record<string, Piece>;

const here = fileURLToPath(import.meta.url);

async function measureOnce(file: string): Promise<Sample> {
  const sample: Sample = {};
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    const out = await run();
    const c = process.cpuUsage(c0);
    sample[name] = { cpu: (c.user + c.system) / 1000, wall: performance.now() - w0 };
    return out;
  };
  const { openDatabase, buildApp } = await step('import', async () => ({
    ...(await import('../apps/server/src/db/client.ts')),
    ...(await import('../apps/server/src/app.ts')),
  }));
  const bytes = await step('read', () => readFile(file));
  const type = file.endsWith('.tgz') ? 'application/gzip' : 'application/x-tar';
  const database = await step('pglite', () =>
    openDatabase({ pgliteDir: null, pgliteSnapshot: new Blob([bytes], { type }) }),
  );
  const app = await step('buildApp', async () => {
    const a = await buildApp({ jwtSecret: 'x'.repeat(64), logLevel: 'silent', webDist: null }, database);
    await a.ready();
    return a;
  });
  await step('firstQuery', () => database.executeSql('select count(*) from users'));
  await app.close();
  await database.close();
  return sample;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

if (process.argv[2] === '--child') {
  const sample = await measureOnce(process.argv[3]!);
  process.stdout.write(JSON.stringify(sample));
  process.exit(0);
}

const RUNS = Number(process.env.RUNS ?? 5);
const VARIANTS = (process.env.VARIANTS ?? 'gzip,tar').split(',');
const { migratedPgliteSnapshot } = await import('../apps/server/src/db/client.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'statera-bench-'));
try {
  const files = {
    gzip: path.join(dir, 'migrated.tgz'),
    tar: path.join(dir, 'migrated.tar'),
  };
  writeFileSync(files.gzip, new Uint8Array(await (await migratedPgliteSnapshot(installAppJobs, 'gzip')).arrayBuffer()));
  writeFileSync(files.tar, new Uint8Array(await (await migratedPgliteSnapshot(installAppJobs, 'none')).arrayBuffer()));
  // Variants take turns, so a change of load on a shared machine falls on all of them alike.
  const samples = new Map<string, Sample[]>(VARIANTS.map((v) => [v, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const variant of VARIANTS) {
      const file = variant === 'gzip' ? files.gzip : files.tar;
      const out = execFileSync(process.execPath, [...process.execArgv, here, '--child', file], { encoding: 'utf8' });
      samples.get(variant)!.push(JSON.parse(out) as Sample);
    }
  }
  for (const [variant, runs] of samples) {
    const names = Object.keys(runs[0]!);
    const cell = (name: string) =>
      `${name} ${(median(runs.map((s) => s[name]!.cpu)) / 1000).toFixed(2)}/${(median(runs.map((s) => s[name]!.wall)) / 1000).toFixed(2)}`;
    const total = (k: 'cpu' | 'wall', skip = '') =>
      median(runs.map((s) => names.filter((n) => n !== skip).reduce((sum, n) => sum + s[n]![k], 0))) / 1000;
    console.log(
      `${variant.padEnd(12)} createTestApp ${total('cpu', 'import').toFixed(2)} s CPU / ${total('wall', 'import').toFixed(2)} s wall | ${names.map(cell).join(' | ')} (s CPU/wall, median of ${RUNS})`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
