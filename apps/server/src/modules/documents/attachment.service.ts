import type { Readable } from 'node:stream';
import {
  DOCUMENT_LIMITS,
  ERROR_KEYS,
  fileExtension,
  isPreviewable,
  type TAttachmentTokenInfo,
  type TAttachmentUploaded,
} from '@statera/shared';
import { type Actor, loadActor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { StoredUpload, UploadRules } from '../../lib/uploads.ts';
import { companyPolicy } from '../companies/company.policy.ts';
import { attachmentPolicy } from './attachment.policy.ts';
import type { AttachmentTokens } from './attachment-token.ts';
import { documentPolicy } from './document.policy.ts';
import { presentAttachment } from './document.presenter.ts';
import { engagementsKeepingFile, findFile, otherFileKeepers } from './document.repository.ts';

const linkInvalid = () =>
  new AppError(404, ERROR_KEYS.tokenInvalid, 'This download link is not valid. Open the document again.');
const linkExpired = () =>
  new AppError(403, ERROR_KEYS.attachmentLinkExpired, 'This download link has expired. Open the document again.');

/** What `POST /api/attachments` takes: up to 10 files under `file`, 20 MB each, documents and images. */
export const ATTACHMENT_UPLOAD_RULES: UploadRules = {
  maxBytes: DOCUMENT_LIMITS.attachmentMaxBytes,
  maxFiles: DOCUMENT_LIMITS.attachmentsPerUpload,
  types: ['pdf', 'png', 'jpeg', 'gif', 'webp', 'docx', 'xlsx', 'csv'],
  fileFields: ['file'],
  repeatable: true,
};

/** The extensions a file of each type may be named with (the bytes must match the name's claim). */
const NAMED_AS: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  csv: ['csv'],
};

/**
 * Keeps uploaded files as attachments of the uploader. `read` streams the multipart body into the
 * store (lib/uploads.ts `storeUpload`) only after the actor is allowed; it checks size (413), count,
 * name and emptiness (400) and the type by the bytes (415); here the name's extension must also be
 * one the bytes allow (a PNG named `.pdf` is 415). Files of a refused upload are removed again, and
 * so are they when their rows cannot be written (500 errors.uploadFailed, spec §8).
 */
export async function uploadAttachments(
  db: Db,
  actor: Actor,
  read: (rules: UploadRules) => Promise<StoredUpload>,
): Promise<TAttachmentUploaded> {
  authorize(actor, 'attachment.upload');
  const upload = await read(ATTACHMENT_UPLOAD_RULES);
  const { files } = upload;
  const misnamed = files.findIndex((file) => !NAMED_AS[file.type]?.includes(fileExtension(file.name)));
  if (misnamed >= 0) {
    await upload.discard();
    throw new AppError(
      415,
      ERROR_KEYS.fileExtensionUnsupported,
      `The content of ${JSON.stringify(files[misnamed]!.name)} is not what its extension says.`,
      { [`file.${misnamed}`]: [ERROR_KEYS.fileExtensionUnsupported] },
    );
  }
  try {
    const rows = await db
      .insert(storedFiles)
      .values(files.map((f) => ({ key: f.key, mime: f.mime, size: f.size, name: f.name, createdBy: actor.id })))
      .returning();
    return { attachments: rows.map(presentAttachment) };
  } catch {
    await upload.discard();
    throw new AppError(500, ERROR_KEYS.uploadFailed, 'The file could not be stored. Please try again.');
  }
}

/**
 * Whether the actor may read the file: a document of an engagement they see, a user guidance
 * document (everyone who works in the product), a company report they may use, or their own upload
 * not yet kept anywhere. Files kept by appeals are served by the appeal routes, not here.
 */
export async function mayReadFile(db: DbOrTx, actor: Actor, file: { id: string; createdBy: string | null }) {
  const keepers = await engagementsKeepingFile(db, file.id);
  if (keepers.length > 0) return keepers.some((e) => documentPolicy.view(actor, e));
  const other = await otherFileKeepers(db, file.id);
  if (other.guidance) return attachmentPolicy.readGuidance(actor);
  if (other.reportCompany) return companyPolicy.report(actor, other.reportCompany);
  return file.createdBy === actor.id && actor.role !== 'api_user';
}

/** Checks a signed link for the file: authentic, not expired, its user active and still allowed. */
async function openLink(db: Db, tokens: AttachmentTokens, token: string, fileId?: string, now = new Date()) {
  const check = tokens.verify(token, now);
  if (!check.ok) throw check.reason === 'expired' ? linkExpired() : linkInvalid();
  if (fileId !== undefined && check.claims.fileId !== fileId) throw linkInvalid();
  const [actor, file] = await Promise.all([loadActor(db, check.claims.userId), findFile(db, check.claims.fileId)]);
  if (!actor || !file || !(await mayReadFile(db, actor, file))) throw linkInvalid();
  return { file, expiresAt: check.claims.expiresAt };
}

/** What a link opens, for the /attachments/{id} page (`POST /api/attachments/token/{token}`). */
export async function attachmentTokenInfo(
  db: Db,
  tokens: AttachmentTokens,
  token: string,
): Promise<TAttachmentTokenInfo> {
  const { file, expiresAt } = await openLink(db, tokens, token);
  return { ...presentAttachment(file), previewable: isPreviewable(file.mime), expiresAt: expiresAt.toISOString() };
}

export interface FileDownload {
  name: string;
  mime: string;
  size: number;
  /** Shown in the browser (PDF and images asked for a preview) or saved. */
  inline: boolean;
  body: Readable;
}

/** The file a signed link opens (`GET /api/attachments/{id}?token=…[&preview=1]`). */
export async function downloadAttachment(
  db: Db,
  storage: FileStorage,
  tokens: AttachmentTokens,
  fileId: string,
  query: { token: string; preview: boolean },
): Promise<FileDownload> {
  const { file } = await openLink(db, tokens, query.token, fileId);
  const body = await storage.get(file.key);
  if (!body) throw new AppError(404, ERROR_KEYS.notFound, 'The file is no longer stored.');
  const inline = query.preview && isPreviewable(file.mime);
  return { name: file.name ?? 'file', mime: file.mime, size: file.size, inline, body };
}

/** A download link of the file for the actor (who was just checked to see it). */
export function linkFor(tokens: AttachmentTokens, actor: Actor, fileId: string) {
  const { token, expiresAt } = tokens.sign(fileId, actor.id);
  return { token, expiresAt: expiresAt.toISOString() };
}
