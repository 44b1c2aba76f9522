import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from '@statera/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../test/helpers/smtp-sink.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'statera-mail-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('main with SMTP_URL', () => {
  it('runs the delivery worker: a recovery email reaches the SMTP server, and SIGTERM stops cleanly', async () => {
    const sink = await startSmtpSink();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        SMTP_URL: sink.url,
        PUBLIC_URL: 'https://statera.example',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    try {
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
      expect(out).toContain(`Mail: SMTP via ${new URL(sink.url).host}`);
      const res = await fetch(`${url}/api/password-recovery-tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USERS.specialist }),
      });
      expect(res.status).toBe(204);
      // The demo's workflow emails reach the specialist too; the recovery email is the one asked for.
      const recovery = () => sink.to(DEMO_USERS.specialist).find((m) => m.subject === 'Reset your Statera password');
      for (let i = 0; i < 150 && !recovery(); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const mail = recovery();
      expect(mail?.subject).toBe('Reset your Statera password');
      expect(mail?.text).toMatch(/https:\/\/statera\.example\/password-recovery\/[\w-]{40,}/);
      const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await sink.close();
    }
  }, 90_000);
});
