import {
  ERROR_KEYS,
  type TAddDocuments,
  type TAddedDocuments,
  type TCreateDocumentComment,
  type TDocumentDetail,
  type TDocumentListQuery,
  type TDocumentPage,
} from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { documentComments, engagementDocuments, storedFiles } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { fullName } from '../users/user.presenter.ts';
import { linkFor } from './attachment.service.ts';
import type { AttachmentTokens } from './attachment-token.ts';
import { documentListAbilities } from './document.policy.ts';
import { presentDocument } from './document.presenter.ts';
import {
  commentsOf,
  type DocumentEngagement,
  documentsByIds,
  findDocument,
  findDocumentByFile,
  findDocumentEngagement,
  listDocuments,
  lockFiles,
} from './document.repository.ts';

/** The engagement in the actor's scope (404 otherwise, another tenant's included). */
export async function documentEngagement(db: DbOrTx, actor: Actor, id: string): Promise<DocumentEngagement> {
  const e = await findDocumentEngagement(db, actor, id);
  if (!e) throw notFound('Engagement');
  return e;
}

/** `GET /api/engagements/{id}/documents`: a page of documents, sorted, filtered by the creator's role. */
export async function getDocumentPage(
  db: Db,
  actor: Actor,
  engagementId: string,
  q: TDocumentListQuery,
): Promise<TDocumentPage> {
  const e = await documentEngagement(db, actor, engagementId);
  authorize(actor, 'document.view', e);
  const { rows, total } = await listDocuments(db, engagementId, q);
  return {
    data: rows.map((d) => presentDocument(actor, e, d)),
    total,
    page: q.page,
    rows: q.perPage,
    abilities: documentListAbilities(actor, e),
  };
}

/**
 * `POST /api/engagements/{id}/documents`: keeps the actor's fresh attachments as the engagement's
 * documents, all or none, in one transaction. An attachment that is someone else's upload, unknown
 * or already kept as a document is refused (400 errors.attachmentNotUsable on its position).
 */
export async function addDocuments(
  db: Db,
  actor: Actor,
  engagementId: string,
  input: TAddDocuments,
): Promise<string[]> {
  const ids = [...new Set(input.attachmentIds)];
  return db.transaction(async (tx) => {
    const e = await documentEngagement(tx, actor, engagementId);
    authorize(actor, 'document.upload', e);
    const files = new Map((await lockFiles(tx, ids)).map((f) => [f.id, f]));
    const refused = ids.flatMap((id, i) => {
      const f = files.get(id);
      return !f || f.createdBy !== actor.id || f.used ? [`attachmentIds.${i}`] : [];
    });
    if (refused.length > 0) {
      throw new AppError(
        400,
        ERROR_KEYS.attachmentNotUsable,
        'Some files are not your new uploads. Upload them again.',
        Object.fromEntries(refused.map((k) => [k, [ERROR_KEYS.attachmentNotUsable]])),
      );
    }
    const rows = await tx
      .insert(engagementDocuments)
      .values(
        ids.map((id) => ({
          engagementId,
          fileId: id,
          name: files.get(id)!.name ?? 'file',
          creatorId: actor.id,
          type: input.type ?? null,
          category: input.category ?? null,
        })),
      )
      .returning({ id: engagementDocuments.id, name: engagementDocuments.name, fileId: engagementDocuments.fileId });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'document.added',
      entityType: 'engagement',
      entityId: engagementId,
      companyId: e.companyId,
      after: { documents: rows.map((r) => ({ documentId: r.id, attachmentId: r.fileId, name: r.name })) },
    });
    return rows.map((r) => r.id);
  });
}

export async function getAddedDocuments(
  db: Db,
  actor: Actor,
  engagementId: string,
  ids: string[],
): Promise<TAddedDocuments> {
  const e = await documentEngagement(db, actor, engagementId);
  const rows = await documentsByIds(db, ids);
  // in the order the attachments were given
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return { data: rows.map((d) => presentDocument(actor, e, d)) };
}

/**
 * `DELETE /api/engagements/{id}/documents/{attachmentId}`: removes the document, its comments and,
 * once the transaction is committed, its file from the storage.
 */
export async function deleteDocument(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  engagementId: string,
  fileId: string,
): Promise<void> {
  const key = await db.transaction(async (tx) => {
    const e = await documentEngagement(tx, actor, engagementId);
    const d = await findDocumentByFile(tx, engagementId, fileId);
    if (!d) throw notFound('Document');
    authorize(actor, 'document.delete', { ...e, creatorId: d.creatorId });
    await tx.delete(engagementDocuments).where(eq(engagementDocuments.id, d.id));
    await tx.delete(storedFiles).where(eq(storedFiles.id, fileId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'document.deleted',
      entityType: 'engagement',
      entityId: engagementId,
      companyId: e.companyId,
      before: { documentId: d.id, attachmentId: fileId, name: d.name },
    });
    return d.key;
  });
  // After the commit: a failed delete leaves an unreferenced object, never a document without its file.
  await storage.delete(key).catch(() => undefined);
}

/** A document the actor sees (its engagement in scope), else 404. */
async function visibleDocument(db: DbOrTx, actor: Actor, documentId: string) {
  const d = await findDocument(db, actor, documentId);
  const e = d ? await findDocumentEngagement(db, actor, d.engagementId) : null;
  if (!d || !e) throw notFound('Document');
  authorize(actor, 'document.view', e);
  return { d, e };
}

/** `GET /api/documents/{id}`: the document, its comments and a fresh download link. */
export async function getDocument(
  db: Db,
  tokens: AttachmentTokens,
  actor: Actor,
  documentId: string,
): Promise<TDocumentDetail> {
  const { d, e } = await visibleDocument(db, actor, documentId);
  const comments = await commentsOf(db, documentId);
  return {
    ...presentDocument(actor, e, d),
    comments: comments.map((c) => ({
      id: c.id,
      body: c.body,
      user:
        c.userId && c.firstName !== null && c.lastName !== null
          ? { id: c.userId, name: fullName({ firstName: c.firstName, lastName: c.lastName }) }
          : null,
      dateCreated: c.createdAt.toISOString(),
    })),
    download: linkFor(tokens, actor, d.fileId),
  };
}

/** `POST /api/engagements/documents/{id}/comments`: a comment on a document (the document's dateModified moves). */
export async function commentOnDocument(
  db: Db,
  actor: Actor,
  documentId: string,
  input: TCreateDocumentComment,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { d, e } = await visibleDocument(tx, actor, documentId);
    authorize(actor, 'document.comment', { ...e, creatorId: d.creatorId });
    const [comment] = await tx
      .insert(documentComments)
      .values({ documentId, userId: actor.id, body: input.body })
      .returning({ id: documentComments.id });
    await tx.update(engagementDocuments).set({ updatedAt: new Date() }).where(eq(engagementDocuments.id, documentId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'document.commented',
      entityType: 'engagement',
      entityId: e.id,
      companyId: e.companyId,
      after: { documentId, commentId: comment!.id },
    });
  });
}
