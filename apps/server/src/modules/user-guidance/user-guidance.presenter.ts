import { isPreviewable, type TAbilities, type TUnseenUserGuidance, type TUserGuidance } from '@statera/shared';
import { presentAttachment } from '../documents/document.presenter.ts';
import { fullName } from '../users/user.presenter.ts';
import type { GuidanceRow } from './user-guidance.repository.ts';

/** A guidance document as the list shows it; its file is the attachment the links open. */
export function presentGuidance(row: GuidanceRow, abilities: TAbilities): TUserGuidance {
  return {
    ...presentAttachment({ id: row.fileId, name: row.name, mime: row.mime, size: row.size }),
    id: row.id,
    previewable: isPreviewable(row.mime),
    dateCreated: row.createdAt.toISOString(),
    creator:
      row.creatorId && row.creatorFirstName !== null
        ? {
            id: row.creatorId,
            name: fullName({ firstName: row.creatorFirstName, lastName: row.creatorLastName ?? '' }),
          }
        : null,
    seen: row.seen,
    abilities,
  };
}

/** An unseen entry (spec §3: attachmentId, token, type) with its name and the link's end. */
export function presentUnseen(row: GuidanceRow, link: { token: string; expiresAt: string }): TUnseenUserGuidance {
  const file = presentAttachment({ id: row.fileId, name: row.name, mime: row.mime, size: row.size });
  return { id: row.id, name: row.name, attachmentId: row.fileId, type: file.extension, ...link };
}
