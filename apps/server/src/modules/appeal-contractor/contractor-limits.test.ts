import { ABUSE_LIMITS } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal } from '../../../test/factories/appeals.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { multipart } from '../../../test/helpers/multipart.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { appealCommentAttachments, appealComments, storedFiles } from '../../db/schema/index.ts';
import { newFileKey } from '../../lib/storage/storage.ts';

// Issue 30 item 4: a worker's appeal key allowed unlimited drafts with 10 files of 10 MB each.
const ctx = useTestApp();
let t: Tenant;
let lastIp = 0;
const newIp = () => `10.3.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x41)]);
const draft = (ip: string, key: string, body = 'My evidence') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/appeals/key/${key}/comments`,
    payload: { threadId: 'supporting', body },
    remoteAddress: ip,
  });
function upload(ip: string, key: string, commentId: string) {
  const form = multipart([{ name: 'file', filename: 'evidence.pdf', contentType: 'application/pdf', data: PDF }]);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/appeals/key/${key}/comments/${commentId}/attachments`,
    payload: form.payload,
    headers: form.headers,
    remoteAddress: ip,
  });
}

/** Files the worker attached earlier to their comment (rows only: what the limits count). */
async function attachedEarlier(commentId: string, files: number, size: number) {
  const rows = await ctx.app.db
    .insert(storedFiles)
    .values(Array.from({ length: files }, () => ({ key: newFileKey('appeals', 'pdf'), mime: 'application/pdf', size })))
    .returning({ id: storedFiles.id });
  await ctx.app.db.insert(appealCommentAttachments).values(rows.map((r) => ({ commentId, fileId: r.id })));
}

describe("limits on a worker's appeal", () => {
  it('20 drafts written at once: 10 are kept, the others refused with 409 errors.appealDraftLimit', async () => {
    const ip = newIp();
    const { key } = await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: 'started' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => draft(ip, key, `Draft ${i}`)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(ABUSE_LIMITS.appealOpenDrafts);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.json().error_key).toBe('errors.appealDraftLimit');
    expect(refused[0]!.json().message).toMatch(/10 unsent drafts/);
  });

  it('stops at 100 comments of the worker on one appeal', async () => {
    const ip = newIp();
    const { appeal, key } = await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: 'started' });
    await ctx.app.db.insert(appealComments).values(
      Array.from({ length: ABUSE_LIMITS.appealWorkerComments }, (_, i) => ({
        appealId: appeal.id,
        threadType: 'supporting' as const,
        byContractor: true,
        body: `Sent ${i}`,
        status: 'submitted' as const,
      })),
    );
    const res = await draft(ip, key);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.appealCommentLimit');
  });

  it('refuses the 51st file of the worker on one appeal, before reading the body', async () => {
    const ip = newIp();
    const { key } = await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: 'started' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await draft(ip, key, `Batch ${i}`)).json().id);
    for (const id of ids) await attachedEarlier(id, 10, 1000);
    const sixth = (await draft(ip, key, 'One more')).json().id;
    const res = await upload(ip, key, sixth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_key: 'errors.appealFileLimit',
      errors: { file: ['errors.appealFileLimit'] },
    });
    const kept = await ctx.app.db
      .select()
      .from(appealCommentAttachments)
      .where(eq(appealCommentAttachments.commentId, sixth));
    expect(kept).toEqual([]);
  });

  it('refuses a file that would take the worker past 200 MB on one appeal', async () => {
    const ip = newIp();
    const { key } = await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: 'started' });
    const id = (await draft(ip, key)).json().id;
    await attachedEarlier(id, 1, ABUSE_LIMITS.appealWorkerBytes - 100);
    const res = await upload(ip, key, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_key).toBe('errors.appealFileLimit');
    // the refused file is not left in the store
    const root = (ctx.app.storage as unknown as { root: string }).root;
    const { readdir } = await import('node:fs/promises');
    const objects = await readdir(`${root}/appeals`).catch(() => [] as string[]);
    const rows = new Set((await ctx.app.db.select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key));
    expect(objects.filter((o) => !rows.has(`appeals/${o}`))).toEqual([]);
  });
});
