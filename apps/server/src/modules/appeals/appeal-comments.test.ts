import type { TAppealStatus } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal, buildAppealManagers } from '../../../test/factories/appeals.ts';
import { buildTenant, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { appealComments, auditEvents } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let lead: UserRow;
let manager: UserRow;
let foreignLead: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  const foreign = await buildTenant(ctx.app.db);
  ({ lead, manager } = await buildAppealManagers(ctx.app.db, t));
  ({ lead: foreignLead } = await buildAppealManagers(ctx.app.db, foreign));
});

const appealOf = (status: TAppealStatus) =>
  buildAppeal(ctx.app.db, ctx.app.storage, t, { status, appealManagerId: manager.id });
const put = (user: { id: string }, url: string, payload: object = {}) =>
  injectAs(ctx, user, { method: 'PUT', url: `/api/${url}`, payload });
const post = (user: { id: string }, url: string, payload: object = {}) =>
  injectAs(ctx, user, { method: 'POST', url: `/api/${url}`, payload });

describe('comments and internal notes', () => {
  it('the author edits and submits a draft; others may not; a submitted comment is not deleted', async () => {
    const { appeal } = await appealOf('am_processing');
    const created = await post(manager, `appeals/${appeal.id}/comments`, { body: 'Draft', threadId: 'appeal' });
    const id = created.json().questions[0].comments[0].id as string;
    expect((await put(lead, `appeals/${appeal.id}/comments/${id}`, { body: 'Lead edit' })).statusCode).toBe(403);
    const edited = await put(manager, `appeals/${appeal.id}/comments/${id}`, { body: 'Final', status: 'submitted' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().questions[0].comments[0]).toMatchObject({ body: 'Final', status: 'submitted' });
    expect(
      (await injectAs(ctx, manager, { method: 'DELETE', url: `/api/appeals/${appeal.id}/comments/${id}` })).statusCode,
    ).toBe(409);
    const draft = await post(manager, `appeals/${appeal.id}/comments`, { body: 'Second', threadId: 'additional' });
    const draftId = draft.json().questions[2].comments[0].id as string;
    expect(
      (await injectAs(ctx, manager, { method: 'DELETE', url: `/api/appeals/${appeal.id}/comments/${draftId}` }))
        .statusCode,
    ).toBe(200);
    // the internal thread is only for management comments
    expect(
      (await post(manager, `appeals/${appeal.id}/comments`, { body: 'x', threadId: 'appeal_management' })).statusCode,
    ).toBe(400);
    expect(
      (await post(t.clientAdmin, `appeals/${appeal.id}/comments`, { body: 'x', threadId: 'appeal' })).statusCode,
    ).toBe(403);
  });

  it('management notes: added, edited and deleted by their author, even after closing', async () => {
    const { appeal } = await appealOf('closed');
    const res = await post(lead, `appeals/${appeal.id}/management-comments`, { body: 'Checked with legal.' });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json().questions[3].comments[0];
    expect(note).toMatchObject({ body: 'Checked with legal.', status: 'submitted' });
    expect((await put(manager, `appeals/${appeal.id}/management-comments/${note.id}`, { body: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await put(lead, `appeals/${appeal.id}/management-comments/${note.id}`, { body: 'Legal agrees.' })).json()
        .questions[3].comments[0].body,
    ).toBe('Legal agrees.');
    expect(
      (
        await injectAs(ctx, lead, { method: 'DELETE', url: `/api/appeals/${appeal.id}/management-comments/${note.id}` })
      ).json().questions[3].comments,
    ).toEqual([]);
    // a shared-thread comment id is not a management note
    const [c] = await ctx.app.db
      .insert(appealComments)
      .values({ appealId: appeal.id, threadType: 'appeal', authorUserId: lead.id, body: 'x', status: 'submitted' })
      .returning();
    expect((await put(lead, `appeals/${appeal.id}/management-comments/${c!.id}`, { body: 'y' })).statusCode).toBe(404);
  });
});

describe('attachments on a manager’s comment', () => {
  it('the author attaches checked files and detaches them; others may not', async () => {
    const { multipart } = await import('../../../test/helpers/multipart.ts');
    const { appeal } = await appealOf('am_processing');
    const created = await post(manager, `appeals/${appeal.id}/comments`, { body: 'Evidence', threadId: 'supporting' });
    const commentId = created.json().questions[1].comments[0].id as string;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)]);
    const upload = (user: { id: string }, parts: Parameters<typeof multipart>[0]) => {
      const form = multipart(parts);
      return injectAs(ctx, user, {
        method: 'PUT',
        url: `/api/appeals/${appeal.id}/comments/${commentId}/attachments`,
        payload: form.payload,
        headers: form.headers,
      });
    };
    const ok = await upload(manager, [
      { name: 'file', filename: 'contract.pdf', contentType: 'application/pdf', data: pdf },
      { name: 'file2', filename: 'notes.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const files = ok.json().questions[1].comments[0].attachments;
    expect(files.map((f: { name: string; mime: string }) => [f.name, f.mime])).toEqual([
      ['contract.pdf', 'application/pdf'],
      ['notes.pdf', 'application/pdf'],
    ]);
    const download = (user: { id: string }, fileId: string) =>
      injectAs(ctx, user, { url: `/api/appeals/${appeal.id}/comments/${commentId}/attachments/${fileId}` });
    const mine = await download(manager, files[0].id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toContain('contract.pdf');
    expect(mine.rawPayload.equals(pdf)).toBe(true);
    // A draft's files are its author's until it is submitted; another group never reaches them.
    expect((await download(lead, files[0].id)).statusCode).toBe(404);
    expect((await download(foreignLead, files[0].id)).statusCode).toBe(404);
    expect(
      (await put(manager, `appeals/${appeal.id}/comments/${commentId}`, { body: 'Evidence', status: 'submitted' }))
        .statusCode,
    ).toBe(200);
    expect((await download(lead, files[1].id)).statusCode).toBe(200);
    const exe = await upload(manager, [{ name: 'file', filename: 'x.pdf', data: Buffer.from('MZ not a pdf at all') }]);
    expect(exe.statusCode).toBe(415);
    expect((await upload(lead, [{ name: 'file', filename: 'a.pdf', data: pdf }])).statusCode).toBe(403);
    expect((await upload(foreignLead, [{ name: 'file', filename: 'a.pdf', data: pdf }])).statusCode).toBe(404);
    const detached = await put(manager, `appeals/${appeal.id}/comments/${commentId}/attachments/detach`, {
      attachmentIds: [files[0].id],
    });
    expect(detached.statusCode, detached.body).toBe(200);
    expect(detached.json().questions[1].comments[0].attachments.map((f: { id: string }) => f.id)).toEqual([
      files[1].id,
    ]);
    expect(
      (
        await put(manager, `appeals/${appeal.id}/comments/${commentId}/attachments/detach`, {
          attachmentIds: [files[0].id],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('files uploaded first with POST /api/attachments (spec §7: attachmentIds)', () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)]);
  async function uploaded(user: { id: string }, name = 'evidence.pdf'): Promise<string> {
    const { multipart } = await import('../../../test/helpers/multipart.ts');
    const form = multipart([{ name: 'file', filename: name, contentType: 'application/pdf', data: pdf }]);
    const res = await injectAs(ctx, user, {
      method: 'POST',
      url: '/api/attachments',
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().attachments[0].attachmentId as string;
  }
  const filesOf = (appeal: { questions: { comments: { attachments: { id: string; name: string }[] }[] }[] }) =>
    appeal.questions[1]!.comments[0]!.attachments.map((f) => f.name);

  it('keeps the author’s fresh uploads on a new comment and on a saved one, audited', async () => {
    const { appeal } = await appealOf('am_processing');
    const first = await uploaded(manager, 'contract.pdf');
    const created = await post(manager, `appeals/${appeal.id}/comments`, {
      body: 'Evidence',
      threadId: 'supporting',
      attachments: [first],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(filesOf(created.json())).toEqual(['contract.pdf']);
    const commentId = created.json().questions[1].comments[0].id as string;
    const second = await uploaded(manager, 'notes.pdf');
    const attached = await put(manager, `appeals/${appeal.id}/comments/${commentId}/attachments`, {
      attachmentIds: [second],
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(filesOf(attached.json())).toEqual(['contract.pdf', 'notes.pdf']);
    const download = await injectAs(ctx, manager, {
      url: `/api/appeals/${appeal.id}/comments/${commentId}/attachments/${second}`,
    });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const audits = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'appeal.comment_attachments_added'), eq(auditEvents.entityId, appeal.id)));
    expect(audits).toHaveLength(2);
    expect(audits.every((a) => a.actorId === manager.id)).toBe(true);
  });

  it('refuses ids that are not the author’s fresh uploads (400) and a malformed body', async () => {
    const { appeal } = await appealOf('am_processing');
    const created = await post(manager, `appeals/${appeal.id}/comments`, { body: 'Evidence', threadId: 'supporting' });
    const commentId = created.json().questions[1].comments[0].id as string;
    const kept = await uploaded(manager);
    expect(
      (await put(manager, `appeals/${appeal.id}/comments/${commentId}/attachments`, { attachmentIds: [kept] }))
        .statusCode,
    ).toBe(200);
    const someoneElses = await uploaded(lead);
    const foreignUpload = await uploaded(foreignLead);
    const fresh = await uploaded(manager);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [kept, someoneElses, foreignUpload, unknown]) {
      const res = await put(manager, `appeals/${appeal.id}/comments/${commentId}/attachments`, {
        attachmentIds: [fresh, id],
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({
        error_key: 'errors.attachmentNotUsable',
        errors: { 'attachmentIds.1': ['errors.attachmentNotUsable'] },
      });
      const onNew = await post(manager, `appeals/${appeal.id}/comments`, {
        body: 'More',
        threadId: 'appeal',
        attachments: [id],
      });
      expect(onNew.statusCode).toBe(400);
      expect(onNew.json().errors).toEqual({ 'attachments.0': ['errors.attachmentNotUsable'] });
    }
    // nothing of a refused request was kept: the fresh upload is still free
    const ok = await put(manager, `appeals/${appeal.id}/comments/${commentId}/attachments`, { attachmentIds: [fresh] });
    expect(ok.statusCode).toBe(200);
    const empty = await put(manager, `appeals/${appeal.id}/comments/${commentId}/attachments`, { attachmentIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error_key: 'errors.validationFailed',
      errors: { attachmentIds: ['errors.minValue'] },
    });
    // someone else's comment stays theirs
    const mine = await uploaded(lead, 'lead.pdf');
    expect(
      (await put(lead, `appeals/${appeal.id}/comments/${commentId}/attachments`, { attachmentIds: [mine] })).statusCode,
    ).toBe(403);
  });
});
