import {
  ERROR_KEYS,
  type TCreatedUserGuidances,
  type TCreateUserGuidances,
  type TUnseenUserGuidances,
  type TUserGuidanceDetail,
  type TUserGuidanceListQuery,
  type TUserGuidancePage,
} from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { storedFiles, userGuidances } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { linkFor } from '../documents/attachment.service.ts';
import type { AttachmentTokens } from '../documents/attachment-token.ts';
import { userGuidancePolicy } from './user-guidance.policy.ts';
import { presentGuidance, presentUnseen } from './user-guidance.presenter.ts';
import {
  findGuidance,
  guidancesByIds,
  listGuidances,
  lockFreshUploads,
  markSeen,
  unseenGuidances,
} from './user-guidance.repository.ts';

const abilitiesOf = (actor: Actor) => ({ delete: userGuidancePolicy.manage(actor) });

/** `GET /api/user-guidances`: a page of guidance for everyone who works in the product. */
export async function getGuidancePage(db: Db, actor: Actor, q: TUserGuidanceListQuery): Promise<TUserGuidancePage> {
  authorize(actor, 'userGuidance.view');
  const { rows, total } = await listGuidances(db, actor.id, q);
  return {
    data: rows.map((r) => presentGuidance(r, abilitiesOf(actor))),
    total,
    page: q.page,
    rows: q.rows,
    abilities: { create: userGuidancePolicy.manage(actor) },
  };
}

/**
 * `POST /api/user-guidances` (attachmentIds): keeps the actor's fresh uploads as guidance documents,
 * all or none, audited. The files went through `POST /api/attachments` and its checks (size, type
 * by the bytes, name); any other id is 400 errors.attachmentNotUsable on its position.
 */
export async function addGuidances(db: Db, actor: Actor, input: TCreateUserGuidances): Promise<string[]> {
  authorize(actor, 'userGuidance.manage');
  const ids = [...new Set(input.attachmentIds)];
  return db.transaction(async (tx) => {
    const { fresh, refused } = await lockFreshUploads(tx, actor.id, ids);
    if (refused.length > 0) {
      throw new AppError(
        400,
        ERROR_KEYS.attachmentNotUsable,
        'Some files are not your new uploads. Upload them again.',
        Object.fromEntries(refused.map((k) => [k, [ERROR_KEYS.attachmentNotUsable]])),
      );
    }
    const rows = await tx
      .insert(userGuidances)
      .values(ids.map((fileId) => ({ fileId, name: fresh.get(fileId)!.name ?? 'guidance', createdById: actor.id })))
      .returning({ id: userGuidances.id, name: userGuidances.name, fileId: userGuidances.fileId });
    for (const r of rows) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user_guidance.added',
        entityType: 'user_guidance',
        entityId: r.id,
        after: { name: r.name, attachmentId: r.fileId },
      });
    }
    return rows.map((r) => r.id);
  });
}

export async function getAddedGuidances(db: Db, actor: Actor, ids: string[]): Promise<TCreatedUserGuidances> {
  const rows = await guidancesByIds(db, actor.id, ids);
  return { data: rows.map((r) => presentGuidance(r, abilitiesOf(actor))) };
}

/**
 * `GET /api/user-guidances/{id}`: one document with a fresh signed link. Asking it means the reader
 * opens it: the first time it is recorded as seen (audited), which clears it from the unseen ones.
 */
export async function openGuidance(
  db: Db,
  tokens: AttachmentTokens,
  actor: Actor,
  id: string,
): Promise<TUserGuidanceDetail> {
  authorize(actor, 'userGuidance.view');
  const row = await findGuidance(db, actor.id, id);
  if (!row) throw notFound('User guidance');
  await db.transaction(async (tx) => {
    if (!(await markSeen(tx, actor.id, id))) return;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user_guidance.seen',
      entityType: 'user_guidance',
      entityId: id,
    });
  });
  return {
    ...presentGuidance({ ...row, seen: true }, abilitiesOf(actor)),
    download: linkFor(tokens, actor, row.fileId),
  };
}

/** `GET /api/user-guidances/unseen`: what the reader has not opened, each with a signed link. */
export async function getUnseenGuidances(
  db: Db,
  tokens: AttachmentTokens,
  actor: Actor,
): Promise<TUnseenUserGuidances> {
  authorize(actor, 'userGuidance.view');
  const rows = await unseenGuidances(db, actor.id);
  return { data: rows.map((r) => presentUnseen(r, linkFor(tokens, actor, r.fileId))) };
}

/** `DELETE /api/user-guidances/{id}`: removes the document, who saw it, and (after commit) its file. */
export async function deleteGuidance(db: Db, storage: FileStorage, actor: Actor, id: string): Promise<void> {
  authorize(actor, 'userGuidance.manage');
  const key = await db.transaction(async (tx) => {
    const [row] = await tx.delete(userGuidances).where(eq(userGuidances.id, id)).returning();
    if (!row) throw notFound('User guidance');
    const [file] = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.id, row.fileId))
      .returning({ key: storedFiles.key });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user_guidance.deleted',
      entityType: 'user_guidance',
      entityId: id,
      before: { name: row.name, attachmentId: row.fileId },
    });
    return file?.key ?? null;
  });
  if (key) await storage.delete(key).catch(() => {});
}
