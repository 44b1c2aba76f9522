import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './throwaway-postgres.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const built = new Set<string>();

/**
 * How a tree's server starts as production runs it: its build (`apps/server/dist/main.mjs`, made
 * once per bench process by `apps/server/scripts/build.mjs`), or `--import tsx src/main.ts` for an
 * older tree without a build, or when SERVER_FROM_SOURCE=1.
 */
function serverEntry(tree: string): string[] {
  const script = path.join(tree, 'apps/server/scripts/build.mjs');
  if (process.env.SERVER_FROM_SOURCE === '1' || !existsSync(script))
    return ['--import', 'tsx', 'apps/server/src/main.ts'];
  if (!built.has(tree)) {
    execFileSync(process.execPath, [script], { cwd: path.join(tree, 'apps/server'), stdio: 'pipe' });
    built.add(tree);
  }
  return ['apps/server/dist/main.mjs'];
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Bytes the server wrote to stdout and stderr so far. */
  logBytes(): number;
  /** What it wrote (the last 64 KB), for a report when something goes wrong. */
  logTail(): string;
  /** How it ended, once it has. */
  exit(): { code: number | null; signal: string | null } | null;
  /** Waits up to `ms` for the process to end; its exit, or null if it still runs. */
  waitExit(ms: number): Promise<{ code: number | null; signal: string | null } | null>;
}

/**
 * The server as production runs it: its build (`apps/server/dist/main.mjs`, serverEntry) in a child process (migrations, jobs,
 * signals), on a free loopback port, without the web build; resolves once `/api/health/ready` is 200.
 * `env` adds to or overrides the defaults (warn-level logs, no demo seed, rate limits out of the way).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: {
    /** Node options before the script, e.g. the heap cap production runs with (`--max-old-space-size=256`). */
    nodeArgs?: string[];
    /** Another checkout to run (a "before" tree for a comparison); default this repository. */
    cwd?: string;
  } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let bytes = 0;
  let tail = '';
  let exit: { code: number | null; signal: string | null } | null = null;
  const tree = options.cwd ?? repo;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...serverEntry(tree)], {
    cwd: tree,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_MAX: '100000000',
      WEB_DIST: path.join(repo, 'no-web-dist'),
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const count = (b: Buffer) => {
    bytes += b.length;
    tail = (tail + b.toString('utf8')).slice(-65_536);
  };
  child.stdout!.on('data', count);
  child.stderr!.on('data', count);
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    }),
  );
  // 3 minutes: a start on a loaded machine (tsx compiling the server) can take over one
  for (const started = Date.now(); ; ) {
    if (exit) throw new Error(`server exited at start: ${JSON.stringify(exit)}\n${tail}`);
    if (Date.now() - started > 180_000) throw new Error(`server did not become ready\n${tail}`);
    const ok = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(100);
  }
  return {
    child,
    base,
    logBytes: () => bytes,
    logTail: () => tail,
    exit: () => exit,
    async waitExit(ms) {
      await Promise.race([exited, sleep(ms)]);
      return exit;
    },
  };
}
