/**
 * Documents and attachments (spec §3 Document, §9 file names): the upload limits, the download-link
 * lifetime and the display rule for long file names, shared by the server and the web.
 */
export const DOCUMENT_LIMITS = {
  /** Largest attachment, in bytes (20 MB; 413 errors.fileTooBig beyond). */
  attachmentMaxBytes: 20 * 1024 * 1024,
  /** Most files in one `POST /api/attachments` (400 errors.tooManyFiles beyond). */
  attachmentsPerUpload: 10,
  /** Most attachments turned into documents by one `POST /api/engagements/{id}/documents`. */
  documentsPerRequest: 10,
  /** A comment on a document. */
  commentMax: 2000,
  /** Characters of a file name before its extension that are shown; longer names are shortened. */
  displayNameMax: 36,
  /** Documents a page of the documents tab holds by default. */
  perPage: 20,
} as const;

/** A signed download link (`?token=`) lives this long (docs/decisions/documents-and-contract-changes.md). */
export const ATTACHMENT_TOKEN_MINUTES = 5;

/** Extensions an attachment may have (recognised by its bytes on the server, not by the name). */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'docx', 'xlsx', 'csv'] as const;

/** Types shown inline by the preview; every other type is downloaded. */
export const PREVIEWABLE_MIMES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const isPreviewable = (mime: string): boolean => (PREVIEWABLE_MIMES as readonly string[]).includes(mime);

/** The extension of a file name (lower case, without the dot), or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The name as shown (spec §3): a name whose part before the extension is longer than 36 characters
 * keeps its first 36 characters, an ellipsis and the extension ("a-very-long…name.pdf" style).
 * Counts characters (code points), so an emoji is not cut in half.
 */
export function shortenFileName(name: string, max: number = DOCUMENT_LIMITS.displayNameMax): string {
  const ext = fileExtension(name);
  const base = ext ? name.slice(0, name.length - ext.length - 1) : name;
  const chars = Array.from(base);
  if (chars.length <= max) return name;
  return `${chars.slice(0, max).join('')}…${ext ? `.${name.slice(name.length - ext.length)}` : ''}`;
}
