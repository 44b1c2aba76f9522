import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/main.ts');

export interface ServerChild {
  child: ChildProcess;
  /** Where it listens (`http://127.0.0.1:<port>`), read from its start banner. */
  base: string;
  /** What it wrote to stdout and stderr. */
  output(): string;
  /** SIGTERM, then its exit code (SIGKILL after `ms`). */
  stop(ms?: number): Promise<number | null>;
}

/**
 * The server as production runs it (`src/main.ts` in a child process: migrations, role, jobs,
 * signals) on a free loopback port; resolves once it has printed its banner, i.e. it listens.
 */
export async function startServerChild(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      // web and both: "running at <address>"; worker: "health at <address>/api/health/ready".
      const m = out.match(/(?:running at|health at) (http:\/\/[\d.]+:\d+)/);
      if (m) {
        clearInterval(timer);
        resolve(m[1]!);
      }
    }, 50);
    setTimeout(() => {
      clearInterval(timer);
      child.kill('SIGKILL');
      reject(new Error(`no start within ${timeoutMs} ms: ${out}`));
    }, timeoutMs).unref();
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited ${code} at start: ${out}`));
    });
  });
  return {
    child,
    base,
    output: () => out,
    async stop(ms = 15_000) {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), ms);
      const code = await exited;
      clearTimeout(killer);
      return code;
    },
  };
}
