import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal } from '../../../test/factories/appeals.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { IMAGES, multipart } from '../../../test/helpers/multipart.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { appealCommentAttachments, appealComments, engagements, storedFiles } from '../../db/schema/index.ts';
import { signAttachmentToken } from './attachment-token.ts';
import { APPEAL_FILE_MAX_BYTES } from './contractor-comments.service.ts';

const ctx = useTestApp();
let t: Tenant;
let lastIp = 0;
const newIp = () => {
  lastIp += 1;
  return `10.2.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x41)]);

/** A started appeal with one draft of the worker. */
async function draftOnAppeal(ip: string) {
  const built = await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: 'started' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/appeals/key/${built.key}/comments`,
    payload: { threadId: 'supporting', body: 'My evidence' },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(201);
  return { ...built, commentId: res.json().id as string };
}

function upload(
  ip: string,
  key: string,
  commentId: string,
  filename: string,
  data: Buffer,
  contentType = 'application/pdf',
) {
  const form = multipart([{ name: 'file', filename, contentType, data }]);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/appeals/key/${key}/comments/${commentId}/attachments`,
    payload: form.payload,
    headers: form.headers,
    remoteAddress: ip,
  });
}

const tokenOf = async (ip: string, key: string) => {
  const res = await ctx.app.inject({ url: `/api/appeals/${key}/attachment-token`, remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  return res.json().token as string;
};

describe('attachments of the worker drafts', () => {
  it('stores a file recognised by its bytes and lists it on the comment', async () => {
    const ip = newIp();
    const { key, commentId } = await draftOnAppeal(ip);
    const res = await upload(ip, key, commentId, 'contract.pdf', PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json().attachments).toEqual([
      expect.objectContaining({ name: 'contract.pdf', mime: 'application/pdf', size: PDF.length }),
    ]);
    const png = await upload(ip, key, commentId, 'photo.png', IMAGES.png, 'image/png');
    expect(png.json().attachments).toHaveLength(2);
  });

  it('refuses a wrong type, an oversize, an empty file, a long name and an 11th file', async () => {
    const ip = newIp();
    const { key, commentId } = await draftOnAppeal(ip);
    const wrongType = await upload(ip, key, commentId, 'fake.pdf', Buffer.from('just text, not a PDF'));
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error_key).toBe('errors.fileExtensionUnsupported');
    const exe = await upload(ip, key, commentId, 'tool.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]));
    expect(exe.statusCode).toBe(415);

    const big = Buffer.concat([PDF, Buffer.alloc(APPEAL_FILE_MAX_BYTES, 0x20)]);
    const oversize = await upload(ip, key, commentId, 'big.pdf', big);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().error_key).toBe('errors.fileTooBig');

    const empty = await upload(ip, key, commentId, 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_key).toBe('errors.fileEmpty');

    const longName = await upload(ip, key, commentId, `${'n'.repeat(187)}.pdf`, PDF);
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error_key).toBe('errors.fileNameTooLong');
    expect((await upload(ip, key, commentId, `${'n'.repeat(186)}.pdf`, PDF)).statusCode).toBe(200);

    for (let i = 1; i < 10; i++) expect((await upload(ip, key, commentId, `f${i}.pdf`, PDF)).statusCode).toBe(200);
    const eleventh = await upload(ip, key, commentId, 'f11.pdf', PDF);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().error_key).toBe('errors.tooManyFiles');
    const rows = await ctx.app.db
      .select()
      .from(appealCommentAttachments)
      .where(eq(appealCommentAttachments.commentId, commentId));
    expect(rows).toHaveLength(10);

    const two = multipart([
      { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: PDF },
      { name: 'file', filename: 'b.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    const other = await draftOnAppeal(ip);
    const both = await ctx.app.inject({
      method: 'PUT',
      url: `/api/appeals/key/${other.key}/comments/${other.commentId}/attachments`,
      payload: two.payload,
      headers: two.headers,
      remoteAddress: ip,
    });
    expect(both.statusCode).toBe(400);
  });

  it('detaches files from a draft and removes them from the store; submitted comments are final', async () => {
    const ip = newIp();
    const { key, commentId } = await draftOnAppeal(ip);
    const attached = (await upload(ip, key, commentId, 'a.pdf', PDF)).json().attachments[0];
    const [file] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, attached.id));
    const detach = (ids: string[]) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/appeals/key/${key}/comments/${commentId}/attachments/detach`,
        payload: { attachmentIds: ids },
        remoteAddress: ip,
      });
    expect((await detach(['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(404);
    const res = await detach([attached.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().attachments).toEqual([]);
    expect(await ctx.app.storage.exists(file!.key)).toBe(false);

    await upload(ip, key, commentId, 'b.pdf', PDF);
    await ctx.app.inject({ method: 'PUT', url: `/api/appeals/${key}/submit-to-manager`, remoteAddress: ip });
    const late = await upload(ip, key, commentId, 'c.pdf', PDF);
    expect(late.statusCode).toBe(409);
  });

  it('refuses uploads for an unknown key before reading the body', async () => {
    const ip = newIp();
    const res = await upload(ip, 'z'.repeat(43), '00000000-0000-4000-8000-000000000000', 'a.pdf', PDF);
    expect(res.statusCode).toBe(404);
  });
});

describe('downloads with the attachment token', () => {
  it('downloads one file and the zip of a comment without the key in the URL', async () => {
    const ip = newIp();
    const { key, commentId } = await draftOnAppeal(ip);
    const first = (await upload(ip, key, commentId, 'notes.pdf', PDF)).json().attachments[0];
    await upload(ip, key, commentId, 'notes.pdf', Buffer.concat([PDF, Buffer.from('second')]));
    await upload(ip, key, commentId, 'photo.png', IMAGES.png, 'image/png');
    const token = await tokenOf(ip, key);
    expect(token).not.toContain(key);

    const one = await ctx.app.inject({ url: `/api/appeals/${token}/attachments/${first.id}`, remoteAddress: ip });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.headers['content-disposition']).toContain('notes.pdf');
    expect(one.headers['referrer-policy']).toBe('no-referrer');
    expect(one.rawPayload.equals(PDF)).toBe(true);

    const zip = await ctx.app.inject({ url: `/api/appeals/${token}/comments/${commentId}/files`, remoteAddress: ip });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const archive = await JSZip.loadAsync(zip.rawPayload);
    expect(Object.keys(archive.files).sort()).toEqual(['notes (2).pdf', 'notes.pdf', 'photo.png']);
    expect((await archive.file('notes.pdf')!.async('nodebuffer')).equals(PDF)).toBe(true);
    expect((await archive.file('photo.png')!.async('nodebuffer')).equals(IMAGES.png)).toBe(true);
  });

  it('streams the comment zip one stored entry at a time, and answers 404 when a file is missing from the store', async () => {
    const ip = newIp();
    const { key, commentId } = await draftOnAppeal(ip);
    await upload(ip, key, commentId, 'a.pdf', PDF);
    const second = (await upload(ip, key, commentId, 'b.png', IMAGES.png, 'image/png')).json().attachments[1];
    const token = await tokenOf(ip, key);
    const url = `/api/appeals/${token}/comments/${commentId}/files`;
    const zip = await ctx.app.inject({ url, remoteAddress: ip });
    expect(zip.statusCode).toBe(200);
    // the archive ends with its directory: two entries, both stored (the lib/zip-writer.ts format)
    const archive = await JSZip.loadAsync(zip.rawPayload);
    expect(Object.keys(archive.files).sort()).toEqual(['a.pdf', 'b.png']);
    expect(zip.rawPayload.readUInt16LE(8)).toBe(0);
    const [file] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, second.id));
    await ctx.app.storage.delete(file!.key);
    const missing = await ctx.app.inject({ url, remoteAddress: ip });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_key).toBe('errors.notFound');
  });

  it('refuses forged, expired and foreign tokens, and the key itself, with 404', async () => {
    const ip = newIp();
    const a = await draftOnAppeal(ip);
    const attachment = (await upload(ip, a.key, a.commentId, 'a.pdf', PDF)).json().attachments[0];
    const b = await draftOnAppeal(ip);
    const secret = ctx.app.appConfig.jwtSecret;
    const valid = await tokenOf(ip, a.key);
    const forged = `${valid.slice(0, -4)}AAAA`;
    const expired = signAttachmentToken(secret, a.appeal.id, new Date(Date.now() - 6 * 60_000)).token;
    const foreign = await tokenOf(ip, b.key);
    for (const token of [forged, expired, foreign, a.key]) {
      const res = await ctx.app.inject({
        url: `/api/appeals/${token}/attachments/${attachment.id}`,
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(404);
    }
    const zip = await ctx.app.inject({
      url: `/api/appeals/${foreign}/comments/${a.commentId}/files`,
      remoteAddress: ip,
    });
    expect(zip.statusCode).toBe(404);
  });

  it("refuses a valid token with 404 once the appeal's engagement is deleted", async () => {
    const ip = newIp();
    const a = await draftOnAppeal(ip);
    const attachment = (await upload(ip, a.key, a.commentId, 'a.pdf', PDF)).json().attachments[0];
    const token = await tokenOf(ip, a.key);
    const url = `/api/appeals/${token}/attachments/${attachment.id}`;
    expect((await ctx.app.inject({ url, remoteAddress: ip })).statusCode).toBe(200);
    await ctx.app.db
      .update(engagements)
      .set({ deletedAt: new Date() })
      .where(eq(engagements.id, a.appeal.engagementId));
    expect((await ctx.app.inject({ url, remoteAddress: ip })).statusCode).toBe(404);
    const zip = await ctx.app.inject({ url: `/api/appeals/${token}/comments/${a.commentId}/files`, remoteAddress: ip });
    expect(zip.statusCode).toBe(404);
  });

  it('never serves files of the internal thread or of a manager draft', async () => {
    const ip = newIp();
    const { appeal, key } = await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: 'am_processing' });
    const fileKey = `appeals/${crypto.randomUUID()}.pdf`;
    await ctx.app.storage.put(fileKey, PDF, 'application/pdf');
    const [file] = await ctx.app.db
      .insert(storedFiles)
      .values({ key: fileKey, mime: 'application/pdf', size: PDF.length, name: 'internal.pdf' })
      .returning();
    const [note] = await ctx.app.db
      .insert(appealComments)
      .values({ appealId: appeal.id, threadType: 'appeal_management', body: 'Internal', status: 'submitted' })
      .returning();
    await ctx.app.db.insert(appealCommentAttachments).values({ commentId: note!.id, fileId: file!.id });
    const token = await tokenOf(ip, key);
    expect(
      (await ctx.app.inject({ url: `/api/appeals/${token}/attachments/${file!.id}`, remoteAddress: ip })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/appeals/${token}/comments/${note!.id}/files`, remoteAddress: ip })).statusCode,
    ).toBe(404);
    const view = await ctx.app.inject({ url: `/api/appeals/key/${key}`, remoteAddress: ip });
    expect(view.body).not.toContain('internal.pdf');
  });
});

describe('GET appeals/{key}/assessment-report', () => {
  it('sends the statement by version, the appealed one by default', async () => {
    const ip = newIp();
    const { key, report } = await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: 'started' });
    const res = await ctx.app.inject({ url: `/api/appeals/${key}/assessment-report`, remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`v${report.version}`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const byVersion = await ctx.app.inject({
      url: `/api/appeals/${key}/assessment-report?version=1`,
      remoteAddress: ip,
    });
    expect(byVersion.statusCode).toBe(200);
    const missing = await ctx.app.inject({ url: `/api/appeals/${key}/assessment-report?version=7`, remoteAddress: ip });
    expect(missing.statusCode).toBe(404);
    const wrong = await ctx.app.inject({ url: `/api/appeals/${'q'.repeat(43)}/assessment-report`, remoteAddress: ip });
    expect(wrong.statusCode).toBe(404);
  });
});
