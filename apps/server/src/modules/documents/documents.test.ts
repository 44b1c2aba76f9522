import { randomUUID } from 'node:crypto';
import { DOCUMENT_LIMITS, ERROR_KEYS } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { type FormPart, IMAGES, multipart } from '../../../test/helpers/multipart.ts';
import { officeFile } from '../../../test/helpers/office-files.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, companies, engagements, users } from '../../db/schema/index.ts';
import { AttachmentTokens } from './attachment-token.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerUser: UserRow;
let apiUser: UserRow;
let engagement: { id: string };

const PDF = (text = 'statement') => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
/** A real Word file (a zip with its manifest): only an opened container passes as one. */
let DOCX: Buffer;

function upload(ctxUser: UserRow | null, files: FormPart[]) {
  const body = multipart(files);
  return injectAs(ctx, ctxUser, { method: 'POST', url: '/api/attachments', ...body });
}
const pdfPart = (filename = 'contract.pdf', data = PDF()): FormPart => ({
  name: 'file',
  filename,
  contentType: 'application/pdf',
  data,
});

/** Uploads the files as the user and keeps them as documents of the engagement; the documents. */
async function addDocs(user: UserRow, engagementId: string, files: FormPart[]) {
  const up = await upload(user, files);
  expect(up.statusCode, up.body).toBe(201);
  const ids = up.json().attachments.map((a: { attachmentId: string }) => a.attachmentId);
  const res = await injectAs(ctx, user, {
    method: 'POST',
    url: `/api/engagements/${engagementId}/documents`,
    payload: { attachmentIds: ids },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { documentId: string; attachmentId: string; name: string }[];
}

beforeAll(async () => {
  DOCX = await officeFile('docx');
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerUser = await buildUser(ctx.app.db, { role: 'provider_user' });
  apiUser = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
  await ctx.app.db.update(companies).set({ managerId: providerUser.id }).where(eq(companies.id, t.company.id));
  engagement = await buildEngagement(ctx.app.db, t);
});

describe('POST /api/attachments (every upload checked)', () => {
  it('stores files of the accepted types, several in one request', async () => {
    const res = await upload(t.specialist, [
      pdfPart(),
      { name: 'file', filename: 'badge.png', contentType: 'image/png', data: IMAGES.png },
      { name: 'file', filename: 'terms.docx', data: DOCX },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res
        .json()
        .attachments.map((a: { name: string; extension: string; mime: string }) => [a.name, a.extension, a.mime]),
    ).toEqual([
      ['contract.pdf', 'pdf', 'application/pdf'],
      ['badge.png', 'png', 'image/png'],
      ['terms.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]);
  });

  it('refuses the anonymous (401) and API users (who reach only their own routes: 404)', async () => {
    expect((await upload(null, [pdfPart()])).statusCode).toBe(401);
    expect((await upload(apiUser, [pdfPart()])).statusCode).toBe(404);
  });

  it('refuses a type it does not take, and bytes that are not what the extension says (415)', async () => {
    const exe = await upload(t.specialist, [pdfPart('setup.pdf', Buffer.from('MZ\x90\x00 this is a program'))]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error_key).toBe(ERROR_KEYS.fileExtensionUnsupported);
    const disguised = await upload(t.specialist, [pdfPart('scan.pdf', IMAGES.png)]);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error_key).toBe(ERROR_KEYS.fileExtensionUnsupported);
    const text = await upload(t.specialist, [pdfPart('notes.txt', Buffer.from('plain text'))]);
    expect(text.statusCode).toBe(415);
  });

  it('refuses an empty file, a name over 190 characters and more than 10 files (400)', async () => {
    const empty = await upload(t.specialist, [pdfPart('empty.pdf', Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_key).toBe(ERROR_KEYS.fileEmpty);
    const long = await upload(t.specialist, [pdfPart(`${'n'.repeat(187)}.pdf`)]);
    expect(long.statusCode).toBe(400);
    expect(long.json().error_key).toBe(ERROR_KEYS.fileNameTooLong);
    expect((await upload(t.specialist, [pdfPart(`${'n'.repeat(186)}.pdf`)])).statusCode).toBe(201);
    const many = await upload(
      t.specialist,
      Array.from({ length: 11 }, (_, i) => pdfPart(`f${i}.pdf`)),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().error_key).toBe(ERROR_KEYS.tooManyFiles);
  });

  it('keeps a file of exactly 20 MB, byte for byte', async () => {
    const head = PDF('largest');
    const largest = Buffer.concat([head, Buffer.alloc(DOCUMENT_LIMITS.attachmentMaxBytes - head.length, 0x20)]);
    const [doc] = await addDocs(t.specialist, engagement.id, [pdfPart('largest.pdf', largest)]);
    const res = await injectAs(ctx, t.specialist, { url: `/api/engagements/${engagement.id}/documents` });
    const listed = res.json().data.find((d: { documentId: string }) => d.documentId === doc!.documentId);
    expect(listed.size).toBe(DOCUMENT_LIMITS.attachmentMaxBytes);
  });

  it('refuses a file over 20 MB (413)', async () => {
    const big = Buffer.concat([PDF(), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload(t.specialist, [pdfPart('big.pdf', big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error_key).toBe(ERROR_KEYS.fileTooBig);
  });
});

describe('engagement documents: who may add, see and delete', () => {
  it('lets the client admin, the specialist and the approver add documents; provider staff and others may not', async () => {
    for (const user of [t.clientAdmin, t.specialist, t.approver]) {
      const [doc] = await addDocs(user, engagement.id, [pdfPart(`by-${user.role}.pdf`)]);
      expect(doc).toMatchObject({ name: `by-${user.role}.pdf`, creator: { id: user.id } });
    }
    const up = await upload(providerUser, [pdfPart()]);
    const id = up.json().attachments[0].attachmentId;
    const url = `/api/engagements/${engagement.id}/documents`;
    const refused = await injectAs(ctx, providerUser, { method: 'POST', url, payload: { attachmentIds: [id] } });
    expect(refused.statusCode).toBe(403);
    for (const user of [t.clientUser, foreign.clientAdmin, t.companyAdmin]) {
      const own = (await upload(user, [pdfPart()])).json().attachments[0].attachmentId;
      const res = await injectAs(ctx, user, { method: 'POST', url, payload: { attachmentIds: [own] } });
      expect(res.statusCode, user.role).toBe(404);
    }
  });

  it("refuses another person's attachment and an attachment kept already (400 attachmentNotUsable)", async () => {
    const theirs = (await upload(t.approver, [pdfPart()])).json().attachments[0].attachmentId;
    const url = `/api/engagements/${engagement.id}/documents`;
    const res = await injectAs(ctx, t.specialist, { method: 'POST', url, payload: { attachmentIds: [theirs] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_key: ERROR_KEYS.attachmentNotUsable,
      errors: { 'attachmentIds.0': [ERROR_KEYS.attachmentNotUsable] },
    });
    expect(
      (await injectAs(ctx, t.approver, { method: 'POST', url, payload: { attachmentIds: [theirs] } })).statusCode,
    ).toBe(201);
    expect(
      (await injectAs(ctx, t.approver, { method: 'POST', url, payload: { attachmentIds: [theirs] } })).statusCode,
    ).toBe(400);
  });

  it('lists with sort, creator role filter and paging in SQL; abilities follow the policy', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    await addDocs(t.specialist, e.id, [pdfPart('b-spec.pdf'), pdfPart('d-spec.pdf')]);
    await addDocs(t.approver, e.id, [pdfPart('a-appr.pdf')]);
    await addDocs(t.clientAdmin, e.id, [pdfPart('c-admin.pdf')]);
    const list = (user: UserRow, query: string) =>
      injectAs(ctx, user, { method: 'GET', url: `/api/engagements/${e.id}/documents?${query}` });
    const byName = (await list(t.clientAdmin, 'sort=name|asc')).json();
    expect(byName.total).toBe(4);
    expect(byName.data.map((d: { name: string }) => d.name)).toEqual([
      'a-appr.pdf',
      'b-spec.pdf',
      'c-admin.pdf',
      'd-spec.pdf',
    ]);
    expect(byName.abilities).toEqual({ upload: true, downloadAll: true });
    const page2 = (await list(t.clientAdmin, 'sort=name|desc&page=2&perPage=3')).json();
    expect(page2).toMatchObject({ total: 4, page: 2, rows: 3 });
    expect(page2.data.map((d: { name: string }) => d.name)).toEqual(['a-appr.pdf']);
    const specs = (await list(t.clientAdmin, 'creatorRole=specialist&sort=name|asc')).json();
    expect(specs.total).toBe(2);
    expect(specs.data.map((d: { name: string }) => d.name)).toEqual(['b-spec.pdf', 'd-spec.pdf']);
    const two = (await list(t.clientAdmin, 'creatorRole=specialist&creatorRole=approver')).json();
    expect(two.total).toBe(3);
    // the specialist may delete only their own; the provider user reads only
    const asSpecialist = (await list(t.specialist, 'sort=name|asc')).json();
    expect(asSpecialist.data.map((d: { abilities: { delete: boolean } }) => d.abilities.delete)).toEqual([
      false,
      true,
      false,
      true,
    ]);
    const asProvider = (await list(providerUser, '')).json();
    expect(asProvider.abilities).toEqual({ upload: false, downloadAll: true });
    expect(
      asProvider.data.every(
        (d: { abilities: { delete: boolean; comment: boolean } }) => !d.abilities.delete && !d.abilities.comment,
      ),
    ).toBe(true);
    for (const user of [foreign.clientAdmin, t.clientUser, apiUser])
      expect((await list(user, '')).statusCode).toBe(404);
    expect((await list(t.clientAdmin, 'sort=size|asc')).statusCode).toBe(400);
  });

  it('deletes: admins any document, a specialist only their own; foreign tenants get 404', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    const [mine] = await addDocs(t.specialist, e.id, [pdfPart('mine.pdf')]);
    const [theirs] = await addDocs(t.approver, e.id, [pdfPart('theirs.pdf')]);
    const del = (user: UserRow, attachmentId: string) =>
      injectAs(ctx, user, { method: 'DELETE', url: `/api/engagements/${e.id}/documents/${attachmentId}` });
    expect((await del(t.specialist, theirs!.attachmentId)).statusCode).toBe(403);
    expect((await del(providerUser, theirs!.attachmentId)).statusCode).toBe(403);
    expect((await del(foreign.clientAdmin, theirs!.attachmentId)).statusCode).toBe(404);
    expect((await del(t.specialist, mine!.attachmentId)).statusCode).toBe(204);
    expect((await del(t.specialist, mine!.attachmentId)).statusCode).toBe(404);
    expect((await del(t.clientAdmin, theirs!.attachmentId)).statusCode).toBe(204);
    const audit = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.entityId, e.id));
    expect(
      audit
        .map((a) => a.action)
        .filter((a) => a.startsWith('document.'))
        .sort(),
    ).toEqual(['document.added', 'document.added', 'document.deleted', 'document.deleted']);
  });

  it('lets the company admin of a subsidiary work on its engagements', async () => {
    const e = await buildEngagement(ctx.app.db, t, {
      companyId: t.subsidiary.id,
      departmentId: null,
      specialistEmail: t.subSpecialist.email,
    });
    const [doc] = await addDocs(t.companyAdmin, e.id, [pdfPart('sub.pdf')]);
    const res = await injectAs(ctx, t.companyAdmin, {
      method: 'DELETE',
      url: `/api/engagements/${e.id}/documents/${doc!.attachmentId}`,
    });
    expect(res.statusCode).toBe(204);
  });

  it('keeps archived engagements read-only', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    const [doc] = await addDocs(t.specialist, e.id, [pdfPart('kept.pdf')]);
    await ctx.app.db.update(engagements).set({ status: 'archived' }).where(eq(engagements.id, e.id));
    const res = await injectAs(ctx, t.clientAdmin, {
      method: 'DELETE',
      url: `/api/engagements/${e.id}/documents/${doc!.attachmentId}`,
    });
    expect(res.statusCode).toBe(403);
    const list = await injectAs(ctx, t.clientAdmin, { method: 'GET', url: `/api/engagements/${e.id}/documents` });
    expect(list.json().abilities.upload).toBe(false);
  });
});

describe('comments, one document and its signed download link', () => {
  it('comments (seat holders and admins), shows the comments and moves dateModified', async () => {
    const [doc] = await addDocs(t.specialist, engagement.id, [pdfPart('commented.pdf')]);
    const url = `/api/engagements/documents/${doc!.documentId}/comments`;
    const res = await injectAs(ctx, t.approver, {
      method: 'POST',
      url,
      payload: { body: 'Clause 4 differs from the SOW.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      documentId: doc!.documentId,
      commentsCount: 1,
      comments: [{ body: 'Clause 4 differs from the SOW.', user: { id: t.approver.id } }],
    });
    expect(res.json().dateModified > res.json().dateCreated).toBe(true);
    expect((await injectAs(ctx, providerUser, { method: 'POST', url, payload: { body: 'x' } })).statusCode).toBe(403);
    expect((await injectAs(ctx, foreign.approver, { method: 'POST', url, payload: { body: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await injectAs(ctx, t.approver, { method: 'POST', url, payload: { body: '  ' } })).statusCode).toBe(400);
    const one = await injectAs(ctx, providerUser, { method: 'GET', url: `/api/documents/${doc!.documentId}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().comments).toHaveLength(1);
    expect(
      (await injectAs(ctx, foreign.clientAdmin, { method: 'GET', url: `/api/documents/${doc!.documentId}` }))
        .statusCode,
    ).toBe(404);
  });

  it('downloads with the link, previews PDF and images inline only, and sends nosniff', async () => {
    const data = PDF('exact bytes');
    const [pdf, docx] = await addDocs(t.specialist, engagement.id, [
      pdfPart('statement.pdf', data),
      { name: 'file', filename: 'Statement of work for the payments platform 2026.docx', data: DOCX },
    ]);
    expect(docx!.name).toBe('Statement of work for the payments platform 2026.docx');
    expect((docx as unknown as { displayName: string }).displayName).toBe('Statement of work for the payments p….docx');
    const detail = (
      await injectAs(ctx, t.approver, { method: 'GET', url: `/api/documents/${pdf!.documentId}` })
    ).json();
    const token = detail.download.token as string;
    const get = (fileId: string, query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/attachments/${fileId}?${query}` });

    const download = await get(pdf!.attachmentId, `token=${token}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(data)).toBe(true);
    expect(download.headers['content-disposition']).toBe('attachment; filename="statement.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const preview = await get(pdf!.attachmentId, `token=${token}&preview=1`);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toBe('inline; filename="statement.pdf"');

    const docxToken = (
      await injectAs(ctx, t.approver, { method: 'GET', url: `/api/documents/${docx!.documentId}` })
    ).json().download.token;
    const docxPreview = await get(docx!.attachmentId, `token=${docxToken}&preview=1`);
    expect(docxPreview.statusCode).toBe(200);
    expect(docxPreview.headers['content-disposition']).toMatch(/^attachment;/);

    // bound to the file
    expect((await get(docx!.attachmentId, `token=${token}`)).statusCode).toBe(404);
    // forged
    expect((await get(pdf!.attachmentId, `token=${token.slice(0, -3)}abc`)).json().error_key).toBe(
      ERROR_KEYS.tokenInvalid,
    );
    // expired: signed by the same key six minutes ago
    const old = new AttachmentTokens(ctx.app.appConfig.jwtSecret).sign(
      pdf!.attachmentId,
      t.approver.id,
      new Date(Date.now() - 6 * 60_000),
    );
    const expired = await get(pdf!.attachmentId, `token=${old.token}`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error_key).toBe(ERROR_KEYS.attachmentLinkExpired);
    const info = await ctx.app.inject({ method: 'POST', url: `/api/attachments/token/${token}` });
    expect(info.json()).toMatchObject({ attachmentId: pdf!.attachmentId, name: 'statement.pdf', previewable: true });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/attachments/token/${old.token}` })).statusCode).toBe(403);

    // bound to the user: a link given to someone who no longer sees the engagement stops working
    const outsider = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const theirs = new AttachmentTokens(ctx.app.appConfig.jwtSecret).sign(pdf!.attachmentId, outsider.id);
    expect((await get(pdf!.attachmentId, `token=${theirs.token}`)).statusCode).toBe(404);
    await ctx.app.db.update(users).set({ status: 'archived' }).where(eq(users.id, t.approver.id));
    expect((await get(pdf!.attachmentId, `token=${token}`)).statusCode).toBe(404);
    await ctx.app.db.update(users).set({ status: 'active' }).where(eq(users.id, t.approver.id));
    expect((await get(randomUUID(), `token=${token}`)).statusCode).toBe(404);
  });
});

describe('document type and category', () => {
  it('keeps them from the upload, sends them back, filters and sorts by them; refuses unknown values (400)', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    const url = `/api/engagements/${e.id}/documents`;
    const keep = async (user: UserRow, name: string, extra: object) => {
      const id = (await upload(user, [pdfPart(name)])).json().attachments[0].attachmentId;
      return injectAs(ctx, user, { method: 'POST', url, payload: { attachmentIds: [id], ...extra } });
    };
    const contract = await keep(t.clientAdmin, 'contract.pdf', { type: 'contract', category: 'control' });
    expect(contract.statusCode, contract.body).toBe(201);
    expect(contract.json().data[0]).toMatchObject({ type: 'contract', category: 'control' });
    expect((await keep(t.specialist, 'invoice.pdf', { type: 'invoice', category: 'financial_risk' })).statusCode).toBe(
      201,
    );
    const plain = await keep(t.approver, 'note.pdf', {});
    expect(plain.json().data[0]).toMatchObject({ type: null, category: null });

    const names = async (query: string) =>
      (await injectAs(ctx, t.clientAdmin, { url: `${url}?${query}` })).json().data.map((d: { name: string }) => d.name);
    expect(await names('type=contract')).toEqual(['contract.pdf']);
    expect(await names('category[]=financial_risk&category[]=control&sort=name|asc')).toEqual([
      'contract.pdf',
      'invoice.pdf',
    ]);
    expect((await names('sort=type|asc')).slice(0, 2)).toEqual(['contract.pdf', 'invoice.pdf']);
    const one = await injectAs(ctx, t.clientAdmin, {
      url: `/api/documents/${contract.json().data[0].documentId}`,
    });
    expect(one.json()).toMatchObject({ type: 'contract', category: 'control' });

    const bad = await keep(t.clientAdmin, 'bad.pdf', { type: 'payslip' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['type']);
    expect((await keep(t.clientAdmin, 'bad.pdf', { category: 'vibes' })).statusCode).toBe(400);
    expect((await injectAs(ctx, t.clientAdmin, { url: `${url}?type=payslip` })).statusCode).toBe(400);
    // Who may add is unchanged by the new fields.
    expect((await keep(providerUser, 'p.pdf', { type: 'contract' })).statusCode).toBe(403);
    expect((await keep(t.clientUser, 'c.pdf', { type: 'contract' })).statusCode).toBe(404);
  });
});
