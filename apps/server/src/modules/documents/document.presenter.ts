import { fileExtension, isPreviewable, shortenFileName, type TAttachment, type TDocument } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { FILE_TYPES } from '../../lib/file-types.ts';
import { fullName } from '../users/user.presenter.ts';
import { type DocumentSubject, documentAbilities } from './document.policy.ts';
import type { DocumentRow } from './document.repository.ts';

/** The extension shown: the stored type's (the bytes decided it), else the name's. */
export function extensionOf(mime: string, name: string): string {
  const known = Object.values(FILE_TYPES).find((t) => t.mime === mime);
  return known?.extension ?? fileExtension(name);
}

export function presentAttachment(f: { id: string; name: string | null; mime: string; size: number }): TAttachment {
  const name = f.name ?? 'file';
  return {
    attachmentId: f.id,
    name,
    displayName: shortenFileName(name),
    extension: extensionOf(f.mime, name),
    mime: f.mime,
    size: f.size,
  };
}

export function presentDocument(actor: Actor, engagement: DocumentSubject, d: DocumentRow): TDocument {
  return {
    documentId: d.id,
    attachmentId: d.fileId,
    engagementId: d.engagementId,
    name: d.name,
    displayName: shortenFileName(d.name),
    extension: extensionOf(d.mime, d.name),
    mime: d.mime,
    size: d.size,
    type: d.type as TDocument['type'],
    category: d.category as TDocument['category'],
    previewable: isPreviewable(d.mime),
    creator:
      d.creatorId && d.creatorFirstName !== null && d.creatorLastName !== null && d.creatorRole !== null
        ? {
            id: d.creatorId,
            name: fullName({ firstName: d.creatorFirstName, lastName: d.creatorLastName }),
            role: d.creatorRole,
          }
        : null,
    dateCreated: d.createdAt.toISOString(),
    dateModified: d.updatedAt.toISOString(),
    commentsCount: d.commentsCount,
    abilities: documentAbilities(actor, {
      companyId: engagement.companyId,
      answererId: engagement.answererId,
      approverId: engagement.approverId,
      status: engagement.status,
      creatorId: d.creatorId,
    }),
  };
}
