/**
 * Issue 30 item 3: server memory under concurrent uploads. Starts a throw-away PostgreSQL 15 and the
 * server as production runs it (main.ts in a child process, heap capped at 256 MB, files in a
 * temporary FILES_DIR), then sends UPLOADS (8) concurrent `POST /api/attachments`, each with FILES
 * (10) files of FILE_MB (19) MB, streamed by the client so the bench itself stays small. Samples the
 * server's resident memory (/proc/<pid>/status VmRSS) every 100 ms and prints: idle RSS, peak RSS
 * during the uploads, RSS 1, 5, 15 and 30 s after the last answer, the answers, the time and the
 * bytes stored. Goal: peak below 400 MB, and back near idle afterwards.
 *   npx tsx bench/upload-memory.ts                 (UPLOADS, FILES, FILE_MB; needs /usr/lib/postgresql/15)
 *   SERVER_DIR=/tmp/before npx tsx bench/upload-memory.ts   (the same load on another checkout, e.g. `git archive <ref>`)
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedWithSession } from './support/seed-session.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';
import { startThrowawayPostgres } from './support/throwaway-postgres.ts';

const UPLOADS = Number(process.env.UPLOADS ?? 8);
const FILES = Number(process.env.FILES ?? 10);
const FILE_MB = Number(process.env.FILE_MB ?? 19);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The resident memory of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

/** One PDF-looking file part of FILE_MB, written 64 KB at a time from one shared chunk. */
const CHUNK = Buffer.alloc(64 * 1024, 0x20);
const PDF_HEAD = Buffer.from('%PDF-1.7\n% bench upload\n');

/** Streams a multipart body of FILES parts to POST /api/attachments; answers the status. */
function upload(base: string, token: string, n: number): Promise<number> {
  const boundary = `----bench${n}${Date.now()}`;
  const url = new URL('/api/attachments', base);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    const write = (chunk: Buffer | string) =>
      new Promise<void>((ok) => (req.write(chunk) ? ok() : req.once('drain', () => ok())));
    (async () => {
      const size = FILE_MB * 1024 * 1024;
      for (let f = 0; f < FILES; f++) {
        await write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="evidence-${n}-${f}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        );
        await write(PDF_HEAD);
        for (let sent = PDF_HEAD.length; sent < size; sent += CHUNK.length) {
          await write(sent + CHUNK.length <= size ? CHUNK : CHUNK.subarray(0, size - sent));
        }
        await write('\r\n');
      }
      req.end(`--${boundary}--\r\n`);
    })().catch(reject);
  });
}

async function bytesIn(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

const pg = await startThrowawayPostgres();
const filesDir = await mkdtemp(path.join(os.tmpdir(), 'statera-upload-bench-'));
let server: ServerProcess | undefined;
try {
  const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
  const { jwtSecret, accessToken } = await seedWithSession(database, 5);
  await database.close();
  server = await startServerProcess(
    { DATABASE_URL: pg.url, JWT_SECRET: jwtSecret, FILES_DIR: filesDir },
    { nodeArgs: ['--max-old-space-size=256'], ...(process.env.SERVER_DIR ? { cwd: process.env.SERVER_DIR } : {}) },
  );
  const pid = server.child.pid!;
  // warm up: one signed-in request, then let the process settle
  await fetch(`${server.base}/api/my-engagements`, { headers: { authorization: `Bearer ${accessToken}` } });
  await sleep(3000);
  const idle = rssOf(pid);

  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 100);
  const started = Date.now();
  const statuses = await Promise.all(Array.from({ length: UPLOADS }, (_, n) => upload(server!.base, accessToken, n)));
  const seconds = (Date.now() - started) / 1000;
  const after: Record<string, number> = {};
  let waited = 0;
  for (const s of [1, 5, 15, 30]) {
    await sleep((s - waited) * 1000);
    waited = s;
    after[s] = rssOf(pid);
  }
  clearInterval(sampler);

  const sent = UPLOADS * FILES * FILE_MB;
  console.log(`\nUploads: ${UPLOADS} concurrent × ${FILES} files × ${FILE_MB} MB = ${sent} MB sent`);
  console.log(`answers: ${JSON.stringify(statuses)}, ${seconds.toFixed(1)} s, ${(sent / seconds).toFixed(0)} MB/s`);
  console.log(`stored in FILES_DIR: ${mb(await bytesIn(filesDir))} MB`);
  console.log('| server RSS | MB |');
  console.log('| --- | --- |');
  console.log(`| idle (before) | ${mb(idle)} |`);
  console.log(`| peak (during) | ${mb(peak)} |`);
  for (const [s, v] of Object.entries(after)) console.log(`| ${s} s after | ${mb(v)} |`);
} finally {
  server?.child.kill('SIGTERM');
  await server?.waitExit(10_000);
  pg.destroy();
  await rm(filesDir, { recursive: true, force: true });
}
