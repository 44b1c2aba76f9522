import { ERROR_KEYS } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { type FormPart, multipart } from '../../../test/helpers/multipart.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, storedFiles, userGuidances } from '../../db/schema/index.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;
let providerUser: UserRow;
let apiUser: UserRow;

const PDF = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
const pdf = (filename: string, text = filename): FormPart => ({
  name: 'file',
  filename,
  contentType: 'application/pdf',
  data: PDF(text),
});

async function upload(user: UserRow, files: FormPart[]) {
  return injectAs(ctx, user, { method: 'POST', url: '/api/attachments', ...multipart(files) });
}
const ids = (res: { json(): { attachments: { attachmentId: string }[] } }) =>
  res.json().attachments.map((a) => a.attachmentId);
const create = (user: UserRow | null, attachmentIds: string[]) =>
  injectAs(ctx, user, { method: 'POST', url: '/api/user-guidances', payload: { attachmentIds } });
const list = (user: UserRow | null) => injectAs(ctx, user, { url: '/api/user-guidances' });
const open = (user: UserRow, id: string) => injectAs(ctx, user, { url: `/api/user-guidances/${id}` });
const unseen = (user: UserRow) => injectAs(ctx, user, { url: '/api/user-guidances/unseen' });
const me = async (user: UserRow) => (await injectAs(ctx, user, { url: `/api/users/${user.id}` })).json();

/** Uploads and keeps guidance as the provider admin; the created guidance. */
async function addGuidance(...names: string[]) {
  const up = await upload(
    providerAdmin,
    names.map((n) => pdf(n)),
  );
  expect(up.statusCode, up.body).toBe(201);
  const res = await create(providerAdmin, ids(up));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; attachmentId: string; name: string }[];
}

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
  providerUser = await buildUser(ctx.app.db, { role: 'provider_user' });
  apiUser = await buildUser(ctx.app.db, { role: 'api_user', companyId: t.company.id });
});

describe('adding guidance (user_guidance.manage: provider admins)', () => {
  it('keeps the provider admin’s fresh uploads as guidance, audited', async () => {
    const [g] = await addGuidance('Getting started.pdf');
    expect(g).toMatchObject({ name: 'Getting started.pdf', extension: 'pdf', previewable: true, seen: false });
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user_guidance.added'), eq(auditEvents.entityId, g!.id)));
    expect(event).toMatchObject({ actorId: providerAdmin.id, entityType: 'user_guidance' });
  });

  it('refuses everyone else (403), API users (404) and the anonymous (401)', async () => {
    for (const user of [providerUser, t.clientAdmin, t.companyAdmin, t.clientUser, t.approver, t.specialist]) {
      const up = await upload(user, [pdf('mine.pdf')]);
      expect(up.statusCode).toBe(201);
      expect((await create(user, ids(up))).statusCode, user.role).toBe(403);
    }
    expect((await create(apiUser, [t.company.id])).statusCode).toBe(404);
    expect((await create(null, [t.company.id])).statusCode).toBe(401);
  });

  it('takes only the caller’s own uploads that nothing keeps yet (400 on their position), all or none', async () => {
    const theirs = ids(await upload(t.clientAdmin, [pdf('theirs.pdf')]));
    const [kept] = await addGuidance('Kept already.pdf');
    const fresh = ids(await upload(providerAdmin, [pdf('fresh.pdf')]));
    const res = await create(providerAdmin, [fresh[0]!, theirs[0]!, kept!.attachmentId]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_key: ERROR_KEYS.attachmentNotUsable,
      errors: {
        'attachmentIds.1': [ERROR_KEYS.attachmentNotUsable],
        'attachmentIds.2': [ERROR_KEYS.attachmentNotUsable],
      },
    });
    const made = await ctx.app.db.select().from(userGuidances).where(eq(userGuidances.fileId, fresh[0]!));
    expect(made).toEqual([]);
  });

  it('goes through the same upload checks as documents (type by the bytes)', async () => {
    const exe = await upload(providerAdmin, [
      {
        name: 'file',
        filename: 'guide.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('MZ\x90\x00 a program'),
      },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error_key).toBe(ERROR_KEYS.fileExtensionUnsupported);
  });
});

describe('reading guidance (everyone who works in the product)', () => {
  it('lists it for every role of every group; only provider admins may add or delete', async () => {
    await addGuidance('Listing.pdf');
    for (const user of [
      providerAdmin,
      providerUser,
      t.clientAdmin,
      t.companyAdmin,
      t.clientUser,
      t.approver,
      t.specialist,
      foreign.clientUser,
    ]) {
      const res = await list(user);
      expect(res.statusCode, user.role).toBe(200);
      const page = res.json();
      expect(page.total).toBeGreaterThan(0);
      expect(page.abilities.create).toBe(user === providerAdmin);
      expect(page.data[0].abilities.delete).toBe(user === providerAdmin);
    }
    expect((await list(apiUser)).statusCode).toBe(404);
    expect((await list(null)).statusCode).toBe(401);
  });

  it('opens a document through its signed link (preview inline for a PDF), and marks it seen once', async () => {
    const [g] = await addGuidance('Assessment walkthrough.pdf');
    const res = await open(t.clientUser, g!.id);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ id: g!.id, seen: true, download: { token: expect.any(String) } });
    const file = await ctx.app.inject({
      url: `/api/attachments/${detail.attachmentId}?token=${detail.download.token}&preview=1`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="Assessment walkthrough.pdf"/);
    expect(file.rawPayload.toString()).toContain('Assessment walkthrough.pdf');
    await open(t.clientUser, g!.id);
    const seen = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user_guidance.seen'), eq(auditEvents.entityId, g!.id)));
    expect(seen.map((e) => e.actorId)).toEqual([t.clientUser.id]);
  });

  it('refuses the signed link to an API user, and an unknown document', async () => {
    const [g] = await addGuidance('Api.pdf');
    const { AttachmentTokens } = await import('../documents/attachment-token.ts');
    const token = new AttachmentTokens(ctx.app.appConfig.jwtSecret).sign(g!.attachmentId, apiUser.id).token;
    expect((await ctx.app.inject({ url: `/api/attachments/${g!.attachmentId}?token=${token}` })).statusCode).toBe(404);
    expect((await open(apiUser, g!.id)).statusCode).toBe(404);
    expect((await open(t.clientUser, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('unseen guidance and hasUnseenUserGuidances', () => {
  it('a user is told of what they have not opened, with links, until they open it', async () => {
    const reader = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    // Whatever exists already counts as unseen for a new user: open it all first.
    for (const u of (await unseen(reader)).json().data) await open(reader, u.id);
    expect((await me(reader)).hasUnseenUserGuidances).toBe(false);
    expect((await unseen(reader)).json().data).toEqual([]);

    const [g] = await addGuidance('Updated policy.pdf');
    expect((await me(reader)).hasUnseenUserGuidances).toBe(true);
    const entries = (await unseen(reader)).json().data;
    expect(entries).toEqual([
      expect.objectContaining({ id: g!.id, attachmentId: g!.attachmentId, type: 'pdf', token: expect.any(String) }),
    ]);
    // the entry's link opens the file
    const file = await ctx.app.inject({ url: `/api/attachments/${entries[0].attachmentId}?token=${entries[0].token}` });
    expect(file.statusCode).toBe(200);
    await open(reader, g!.id);
    expect((await me(reader)).hasUnseenUserGuidances).toBe(false);
    // another user's flag is never shown to a viewer
    const other = await buildUser(ctx.app.db, { role: 'client_user', companyId: t.company.id });
    const seenByAdmin = (await injectAs(ctx, t.clientAdmin, { url: `/api/users/${other.id}` })).json();
    expect(seenByAdmin.hasUnseenUserGuidances).toBe(false);
    expect((await me(other)).hasUnseenUserGuidances).toBe(true);
  });

  it('the updated-guidance modal is announced to client admins and client users only', async () => {
    for (const user of [t.clientAdmin, t.clientUser])
      expect((await me(user)).abilities.notifyGuidanceUpdates).toBe(true);
    for (const user of [providerAdmin, providerUser, t.companyAdmin, t.approver, t.specialist])
      expect((await me(user)).abilities.notifyGuidanceUpdates).toBe(false);
  });
});

describe('deleting guidance', () => {
  it('the provider admin deletes it with its file and stored object; others are refused', async () => {
    const [g] = await addGuidance('Old guidance.pdf');
    const [file] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, g!.attachmentId));
    for (const user of [providerUser, t.clientAdmin, t.clientUser]) {
      const res = await injectAs(ctx, user, { method: 'DELETE', url: `/api/user-guidances/${g!.id}` });
      expect(res.statusCode).toBe(403);
    }
    const res = await injectAs(ctx, providerAdmin, { method: 'DELETE', url: `/api/user-guidances/${g!.id}` });
    expect(res.statusCode).toBe(204);
    expect(await ctx.app.storage.exists(file!.key)).toBe(false);
    expect((await open(t.clientUser, g!.id)).statusCode).toBe(404);
    const again = await injectAs(ctx, providerAdmin, { method: 'DELETE', url: `/api/user-guidances/${g!.id}` });
    expect(again.statusCode).toBe(404);
    const [event] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user_guidance.deleted'), eq(auditEvents.entityId, g!.id)));
    expect(event).toMatchObject({ actorId: providerAdmin.id });
  });
});
