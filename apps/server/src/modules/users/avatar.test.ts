import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, type Tenant, type UserRow } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { type FormPart, IMAGES, multipart } from '../../../test/helpers/multipart.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { auditEvents, storedFiles, userAvatars, users } from '../../db/schema/index.ts';
import { moveDatabaseAvatars } from './legacy-avatars.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;
let providerAdmin: UserRow;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
  providerAdmin = await buildUser(ctx.app.db, { role: 'provider_admin' });
});

const root = () => (ctx.app.storage as unknown as { root: string }).root;
/** Where the stored picture of a user lies on disk (the test app's temporary storage directory). */
async function storedPath(photoId: string) {
  const [file] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, photoId));
  return path.join(root(), ...file!.key.split('/'));
}

const photo = (data: Buffer = IMAGES.png, filename = 'me.png', contentType = 'image/png'): FormPart => ({
  name: 'photo',
  filename,
  contentType,
  data,
});
const original = (data: Buffer = IMAGES.jpeg): FormPart => ({
  name: 'original',
  filename: 'holiday.jpg',
  contentType: 'image/jpeg',
  data,
});
const crop = { x: 10, y: 20, width: 200, height: 200 };
const field = (name: string, value: string): FormPart => ({ name, data: value });

const upload = (actor: { id: string }, id: string, parts: FormPart[]) =>
  injectAs(ctx, actor, { method: 'PUT', url: `/api/users/${id}/avatar`, ...multipart(parts) });

describe('PUT /api/users/{id}/avatar (multipart)', () => {
  it('stores the cropped picture and its original on disk, and serves the picture privately cacheable', async () => {
    const res = await upload(t.specialist, t.specialist.id, [
      photo(),
      original(),
      field('photoParams', JSON.stringify(crop)),
    ]);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user.photoParams).toEqual(crop);
    expect(user.avatar).toBe(`/api/users/${t.specialist.id}/avatar?v=${user.photoId}`);
    expect(readFileSync(await storedPath(user.photoId)).equals(IMAGES.png)).toBe(true);
    expect(readFileSync(await storedPath(user.originalPhotoId)).equals(IMAGES.jpeg)).toBe(true);
    const [file] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, user.photoId));
    // the key is the server's: a folder, a fresh uuid and the extension of the detected type
    expect(file).toMatchObject({ mime: 'image/png', size: IMAGES.png.length, name: 'me.png' });
    expect(file!.key).toMatch(/^avatars\/[0-9a-f-]{36}\.png$/);

    const image = await injectAs(ctx, t.approver, { url: user.avatar });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, max-age=86400');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['x-frame-options']).toBe('DENY');
    expect(image.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(image.rawPayload.equals(IMAGES.png)).toBe(true);
    expect((await injectAs(ctx, foreign.clientAdmin, { url: user.avatar })).statusCode).toBe(404);
    expect((await injectAs(ctx, null, { url: user.avatar })).statusCode).toBe(401);

    // the uncropped original: only for who may change the avatar, never cached
    const own = await injectAs(ctx, t.specialist, { url: `/api/users/${t.specialist.id}/avatar/original` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.rawPayload.equals(IMAGES.jpeg)).toBe(true);
    expect((await injectAs(ctx, t.approver, { url: `/api/users/${t.specialist.id}/avatar/original` })).statusCode).toBe(
      403,
    );

    const [audit] = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, t.specialist.id))
      .orderBy(auditEvents.createdAt);
    expect(audit).toMatchObject({ action: 'user.avatar_changed' });
  });

  it('crops the kept original again, and a new picture replaces the old files in the storage', async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const first = (await upload(u, u.id, [photo(), original(), field('photoParams', JSON.stringify(crop))])).json();
    const firstPhoto = await storedPath(first.photoId);
    const kept = await storedPath(first.originalPhotoId);

    const again = { x: 0, y: 0, width: 100, height: 120 };
    const recrop = await upload(u, u.id, [
      photo(IMAGES.webp, 'crop.webp', 'image/webp'),
      field('originalPhotoId', first.originalPhotoId),
      field('photoParams', JSON.stringify(again)),
    ]);
    expect(recrop.statusCode).toBe(200);
    expect(recrop.json()).toMatchObject({ originalPhotoId: first.originalPhotoId, photoParams: again });
    expect(existsSync(firstPhoto)).toBe(false);
    expect(existsSync(kept)).toBe(true);

    // a picture without an original drops the kept one
    const plain = (await upload(u, u.id, [photo(IMAGES.gif, 'a.gif', 'image/gif')])).json();
    expect(plain).toMatchObject({ originalPhotoId: null, photoParams: null });
    expect(existsSync(kept)).toBe(false);
    expect(await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.createdBy, u.id))).toHaveLength(1);

    // naming an original that is not the kept one is refused, and leaves nothing behind
    const before = await ctx.app.db.select().from(storedFiles);
    const wrong = await upload(u, u.id, [photo(), field('originalPhotoId', first.originalPhotoId)]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ originalPhotoId: ['errors.invalid'] });
    expect(await ctx.app.db.select().from(storedFiles)).toHaveLength(before.length);
  });

  it('refuses a file over its size limit with 413', async () => {
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(512 * 1024)]);
    const res = await upload(t.approver, t.approver.id, [photo(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error_key: 'errors.fileTooBig', errors: { photo: ['errors.fileTooBig'] } });
    const huge = Buffer.concat([IMAGES.jpeg, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBigOriginal = await upload(t.approver, t.approver.id, [photo(), original(huge)]);
    expect(tooBigOriginal.statusCode).toBe(413);
    expect(tooBigOriginal.json()).toMatchObject({ errors: { original: ['errors.fileTooBig'] } });
  });

  it('refuses more files than the endpoint takes with 400', async () => {
    const res = await upload(t.approver, t.approver.id, [photo(), original(), { ...original(), name: 'photo' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_key).toBe('errors.tooManyFiles');
    const twice = await upload(t.approver, t.approver.id, [photo(), photo()]);
    expect(twice.statusCode).toBe(400);
  });

  it('refuses a file name over 190 characters, or none, with 400', async () => {
    const long = await upload(t.approver, t.approver.id, [photo(IMAGES.png, `${'a'.repeat(187)}.png`)]);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      error_key: 'errors.fileNameTooLong',
      errors: { photo: ['errors.fileNameTooLong'] },
    });
    expect((await upload(t.approver, t.approver.id, [photo(IMAGES.png, `${'a'.repeat(186)}.png`)])).statusCode).toBe(
      200,
    );
    expect((await upload(t.approver, t.approver.id, [photo(IMAGES.png, ' ')])).statusCode).toBe(400);
  });

  it('reads the type from the bytes: a name and Content-Type claiming an image do not make one (415)', async () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const lying = await upload(t.approver, t.approver.id, [photo(text, 'me.png', 'image/png')]);
    expect(lying.statusCode).toBe(415);
    expect(lying.json()).toMatchObject({
      error_key: 'errors.fileExtensionUnsupported',
      errors: { photo: ['errors.fileExtensionUnsupported'] },
    });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(32)]);
    expect((await upload(t.approver, t.approver.id, [photo(IMAGES.png), original(pdf)])).statusCode).toBe(415);
    // and a real PNG sent as "photo.jpg" is stored as the PNG it is
    const png = await upload(t.approver, t.approver.id, [photo(IMAGES.png, 'photo.jpg', 'image/jpeg')]);
    const [file] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, png.json().photoId));
    expect(file).toMatchObject({ mime: 'image/png' });
    expect(file!.key.endsWith('.png')).toBe(true);
  });

  it('refuses bodies that are not a proper upload', async () => {
    const json = await injectAs(ctx, t.approver, {
      method: 'PUT',
      url: `/api/users/${t.approver.id}/avatar`,
      payload: { data: IMAGES.png.toString('base64') },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error_key).toBe('errors.unsupportedMediaType');
    const none = await upload(t.approver, t.approver.id, [field('photoParams', JSON.stringify(crop))]);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ photo: ['errors.required'] });
    const empty = await upload(t.approver, t.approver.id, [photo(Buffer.alloc(0))]);
    expect(empty.json()).toMatchObject({ error_key: 'errors.fileEmpty' });
    const unknown = await upload(t.approver, t.approver.id, [photo(), field('path', '../../etc/passwd')]);
    expect(unknown.statusCode).toBe(400);
    const badCrop = await upload(t.approver, t.approver.id, [photo(), original(), field('photoParams', '{"x":-1}')]);
    expect(badCrop.json().errors).toEqual({ photoParams: ['errors.invalid'] });
    const cropWithout = await upload(t.approver, t.approver.id, [photo(), field('photoParams', JSON.stringify(crop))]);
    expect(cropWithout.statusCode).toBe(400);
  });

  it("refuses changing someone else's avatar before reading the upload, except a provider admin", async () => {
    expect((await upload(t.clientAdmin, t.clientUser.id, [photo()])).statusCode).toBe(403);
    expect((await upload(foreign.clientAdmin, t.clientUser.id, [photo()])).statusCode).toBe(404);
    // refused before the body is read: a file too big for anyone still gets 403
    const huge = Buffer.concat([IMAGES.jpeg, Buffer.alloc(3 * 1024 * 1024)]);
    expect((await upload(t.clientAdmin, t.clientUser.id, [photo(huge)])).statusCode).toBe(403);
    expect((await upload(providerAdmin, t.clientUser.id, [photo()])).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/{id}/avatar', () => {
  it('removes the picture and its original from the storage', async () => {
    const set = (await upload(t.clientAdmin, t.clientAdmin.id, [photo(), original()])).json();
    const files = [await storedPath(set.photoId), await storedPath(set.originalPhotoId)];
    expect(files.every((f) => existsSync(f))).toBe(true);
    const del = await injectAs(ctx, t.clientAdmin, { method: 'DELETE', url: `/api/users/${t.clientAdmin.id}/avatar` });
    expect(del.statusCode).toBe(204);
    expect(files.some((f) => existsSync(f))).toBe(false);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, t.clientAdmin.id));
    expect(row).toMatchObject({ photoId: null, originalPhotoId: null, photoParams: null });
    const gone = await injectAs(ctx, t.clientAdmin, { url: `/api/users/${t.clientAdmin.id}/avatar` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error_key).toBe('errors.avatarNotFound');
    const again = await injectAs(ctx, t.clientAdmin, {
      method: 'DELETE',
      url: `/api/users/${t.clientAdmin.id}/avatar`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error_key).toBe('errors.avatarNotFound');
    expect(
      (await injectAs(ctx, t.specialist, { method: 'DELETE', url: `/api/users/${t.clientAdmin.id}/avatar` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('avatars kept in the database before the file storage', () => {
  it('move into the storage at start and are served from there', async () => {
    const u = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    const broken = await buildUser(ctx.app.db, { role: 'specialist', companyId: t.company.id });
    await ctx.app.db.insert(userAvatars).values([
      { userId: u.id, mime: 'image/webp', data: IMAGES.webp },
      { userId: broken.id, mime: 'image/png', data: Buffer.from('not an image') },
    ]);
    expect(await moveDatabaseAvatars(ctx.app.db, ctx.app.storage)).toBe(1);
    expect(await ctx.app.db.select().from(userAvatars)).toEqual([]);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, u.id));
    expect(readFileSync(await storedPath(row!.photoId!)).equals(IMAGES.webp)).toBe(true);
    const image = await injectAs(ctx, t.approver, { url: `/api/users/${u.id}/avatar` });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.equals(IMAGES.webp)).toBe(true);
    const [skipped] = await ctx.app.db.select().from(users).where(eq(users.id, broken.id));
    expect(skipped!.photoId).toBeNull();
    expect(await moveDatabaseAvatars(ctx.app.db, ctx.app.storage)).toBe(0);
  });
});
