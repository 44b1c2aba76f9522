import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { AccessTokens } from '../src/lib/tokens.ts';
import { issueSessionTokens } from '../src/modules/auth/auth.service.ts';
import { buildEngagement } from './factories/engagement.ts';
import { buildTenant } from './factories/tenant.ts';
import { withDatabase } from './global-setup.ts';
import { type ServerChild, startServerChild } from './helpers/server-child.ts';
import { startSmtpSink } from './helpers/smtp-sink.ts';

const url = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every file under `dir`, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

/**
 * The deployment of a client that outgrows one machine (docs/deployment.md): two web processes and
 * one worker process, real child processes, on one PostgreSQL database and one file store. Work
 * asked of web #1 waits until the worker does it; web #2 serves the result. PostgreSQL only (PGlite
 * serves one process); about 30 s, most of it the three processes starting.
 */
describe.skipIf(!url)('two web processes and a worker on one PostgreSQL and one file store', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'statera-roles-e2e-'));
  const filesDir = path.join(dir, 'files');
  const name = `statera_roles_${randomBytes(5).toString('hex')}`;
  const databaseUrl = withDatabase(url!, name);
  const jwtSecret = randomBytes(32).toString('hex');
  const children: ServerChild[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of children) if (c.child.exitCode === null) c.child.kill('SIGKILL');
    for (const clean of cleanups.reverse()) await clean().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });

  it('web #1 queues a company report and an email, the worker does both, web #2 serves the file', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    // What every process shares (docs/deployment.md); only PROCESS_ROLE differs.
    const shared = {
      DATABASE_URL: databaseUrl,
      FILES_DIR: filesDir,
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: 'https://statera.example',
      SMTP_URL: sink.url,
      DATA_DIR: dir,
      WEB_DIST: path.join(dir, 'no-web-build'),
    };
    // The two web processes start together on the empty database: one migrates, the other waits.
    const [web1, web2] = await Promise.all([
      startServerChild({ ...shared, PROCESS_ROLE: 'web' }),
      startServerChild({ ...shared, PROCESS_ROLE: 'web' }),
    ]);
    children.push(web1!, web2!);
    expect(web1!.output()).toContain('Role: web');

    const database = await openDatabase({ databaseUrl, pgliteDir: null, poolSize: 2, onConnectionError() {} });
    cleanups.push(() => database.close());
    const t = await buildTenant(database.db);
    await buildEngagement(database.db, t);
    const session = await issueSessionTokens(database.db, new AccessTokens(jwtSecret), t.clientAdmin.id, randomUUID());
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const report = (base: string) =>
      fetch(`${base}/api/companies/${t.company.id}/report`, { headers: auth }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { status: string; file: { attachmentId: string; token: string } | null },
      }));

    // Web #1 queues the work; no web process does it.
    const asked = await fetch(`${web1!.base}/api/companies/${t.company.id}/report`, { method: 'POST', headers: auth });
    expect(asked.status).toBe(202);
    const recovery = await fetch(`${web1!.base}/api/password-recovery-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: t.clientAdmin.email }),
    });
    expect(recovery.status).toBe(204);
    await sleep(2_500);
    expect((await report(web2!.base)).body).toMatchObject({ status: 'queued', file: null });
    expect(sink.received).toEqual([]);

    // The worker does it; it answers health only.
    const worker = await startServerChild({ ...shared, PROCESS_ROLE: 'worker' });
    children.push(worker);
    expect(worker.output()).toContain('Role: worker');
    expect((await fetch(`${worker.base}/api/health/ready`)).status).toBe(200);
    expect((await fetch(`${worker.base}/api/health`)).status).toBe(200);
    const refused = await fetch(`${worker.base}/api/companies/${t.company.id}/report`, { headers: auth });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error_key: 'errors.notFound' });

    let created = await report(web2!.base);
    for (let i = 0; i < 300 && created.body.status !== 'created'; i++) {
      await sleep(100);
      created = await report(web2!.base);
    }
    expect(created.body.status).toBe('created');
    const { attachmentId, token } = created.body.file!;
    const download = await fetch(`${web2!.base}/api/attachments/${attachmentId}?token=${token}`);
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    // The file the worker wrote is in the shared store, byte for byte what web #2 served.
    const stored = filesUnder(filesDir).filter((f) => f.endsWith('.xlsx'));
    expect(stored).toHaveLength(1);
    expect(readFileSync(stored[0]!).equals(bytes)).toBe(true);

    const mail = () => sink.to(t.clientAdmin.email).find((m) => m.subject === 'Reset your Statera password');
    for (let i = 0; i < 200 && !mail(); i++) await sleep(100);
    expect(mail()?.text).toMatch(/https:\/\/statera\.example\/password-recovery\/[\w-]{40,}/);

    // Each stops cleanly on SIGTERM.
    expect(await Promise.all([web1!.stop(), web2!.stop(), worker.stop()])).toEqual([0, 0, 0]);
  }, 180_000);
});
