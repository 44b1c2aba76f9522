import { readdir } from 'node:fs/promises';
import { ERROR_KEYS } from '@statera/shared';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, type Tenant } from '../../test/factories/tenant.ts';
import { injectAs } from '../../test/helpers/inject.ts';
import { type FormPart, multipart } from '../../test/helpers/multipart.ts';
import { fakeOffice, officeFile } from '../../test/helpers/office-files.ts';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { storedFiles } from '../db/schema/index.ts';
import { Slots } from './upload-slots.ts';

// The upload pipeline (lib/uploads.ts) through POST /api/attachments: names cleaned, Office files
// opened, files streamed through the spool into the store (issue 30 items 3 and 5).
const ctx = useTestApp();
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const PDF = Buffer.from('%PDF-1.7\n% upload\n%%EOF\n');
const upload = (files: FormPart[]) =>
  injectAs(ctx, t.specialist, { method: 'POST', url: '/api/attachments', ...multipart(files) });
const file = (filename: string, data: Buffer): FormPart => ({ name: 'file', filename, data });
const spoolFiles = async () => readdir(ctx.app.storage.spoolDir).catch(() => [] as string[]);

describe('file names (issue 30 item 5)', () => {
  it('stores and serves a name without its right-to-left override or control characters', async () => {
    const res = await upload([file('evil\u202Efdp.exe.pdf', PDF), file('line\u0007\u001b[2Jbreak\u200f.pdf', PDF)]);
    expect(res.statusCode, res.body).toBe(201);
    const names = res.json().attachments.map((a: { name: string }) => a.name);
    expect(names).toEqual(['evilfdp.exe.pdf', 'line[2Jbreak.pdf']);
    const rows = await ctx.app.db
      .select({ name: storedFiles.name })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          res.json().attachments.map((a: { attachmentId: string }) => a.attachmentId),
        ),
      );
    expect(rows.map((r) => r.name).sort()).toEqual([...names].sort());
  });

  it('refuses a name that is nothing but invisible characters (400)', async () => {
    const res = await upload([file('\u202e\u200b\u0007', PDF)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_key).toBe(ERROR_KEYS.fileNameTooLong);
  });
});

describe('Office files are opened, not pattern-matched (issue 30 item 5)', () => {
  it('takes a real Word and Excel file', async () => {
    const res = await upload([
      file('terms.docx', await officeFile('docx')),
      file('rates.xlsx', await officeFile('xlsx')),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attachments.map((a: { extension: string }) => a.extension)).toEqual(['docx', 'xlsx']);
  });

  it('refuses a non-zip that starts like one and holds the right names (415)', async () => {
    for (const [name, bytes] of [
      ['terms.docx', fakeOffice('word/')],
      ['rates.xlsx', fakeOffice('xl/')],
    ] as const) {
      const res = await upload([file(name, bytes)]);
      expect(res.statusCode).toBe(415);
      expect(res.json().error_key).toBe(ERROR_KEYS.fileExtensionUnsupported);
    }
  });
});

describe('streaming into the store (issue 30 item 3)', () => {
  it('leaves nothing in the spool, whether the upload is kept or refused', async () => {
    expect((await upload([file('a.pdf', PDF)])).statusCode).toBe(201);
    expect((await upload([file('a.pdf', PDF), file('b.docx', fakeOffice('word/'))])).statusCode).toBe(415);
    expect(await spoolFiles()).toEqual([]);
  });

  it('removes the files already stored when a later file of the request is refused', async () => {
    const before = await ctx.app.db.select({ key: storedFiles.key }).from(storedFiles);
    const res = await upload([file('first.pdf', PDF), file('second.pdf', PDF), file('third.pdf', Buffer.alloc(0))]);
    expect(res.statusCode).toBe(400);
    const objects = await readdir(`${(ctx.app.storage as unknown as { root: string }).root}/attachments`);
    const rows = new Set((await ctx.app.db.select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key));
    expect(rows.size).toBe(before.length);
    // every object in the store still has its row: the two stored before the refusal are gone
    expect(objects.filter((o) => !rows.has(`attachments/${o}`))).toEqual([]);
  });

  it('refuses a file over the limit with 413 without keeping it', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 + 1, 0x20)]);
    const res = await upload([file('big.pdf', big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error_key).toBe(ERROR_KEYS.fileTooBig);
    expect(await spoolFiles()).toEqual([]);
  });
});

describe('upload slots', () => {
  it('lets at most `size` holders in at once, the others in arrival order', async () => {
    const slots = new Slots(2);
    const order: number[] = [];
    const first = await slots.acquire();
    const second = await slots.acquire();
    const waiting = [3, 4].map((n) =>
      slots.acquire().then((release) => {
        order.push(n);
        return release;
      }),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(slots.busy).toBe(2);
    expect(order).toEqual([]);
    first();
    first(); // twice is once
    const third = await waiting[0]!;
    expect(order).toEqual([3]);
    second();
    (await waiting[1]!)();
    third();
    expect(order).toEqual([3, 4]);
    expect(slots.busy).toBe(0);
  });
});
