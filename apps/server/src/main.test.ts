import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'statera-main-'));
let spawned: ChildProcess | undefined;
// A test that fails or times out before its SIGTERM must not leave the server running.
afterAll(() => {
  if (spawned?.exitCode === null) spawned.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('main', () => {
  it('starts on PGlite, reports ready, and shuts down cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    spawned = child;
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const m = out.match(/running at (http:\/\/\S+)/);
        if (m) {
          clearInterval(timer);
          resolve(m[1]!);
        }
      }, 100);
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    const ready = await fetch(`${url}/api/health/ready`);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 60_000);
});
