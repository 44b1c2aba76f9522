import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

/** A free loopback TCP port. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** As root, PostgreSQL runs as the postgres user (as scripts/test.sh does). */
function run(cmd: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'pipe' });
}

/**
 * A throw-away PostgreSQL 15 cluster in a temporary directory, on loopback only, with trust auth;
 * `stop`/`start` simulate an outage, `destroy` removes it. `settings`: more `name=value` server settings.
 */
export async function startThrowawayPostgres(settings: string[] = []) {
  const dir = mkdtempSync(path.join(tmpdir(), 'statera-fault-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(`${BIN}/initdb`, ['-D', data, '-U', 'postgres', '-A', 'trust']);
  const opts = [
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`,
    ...settings.map((s) => `-c ${s}`),
  ].join(' ');
  const start = () => run(`${BIN}/pg_ctl`, ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', opts, 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') => run(`${BIN}/pg_ctl`, ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir: data,
    start,
    stop,
    destroy() {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
