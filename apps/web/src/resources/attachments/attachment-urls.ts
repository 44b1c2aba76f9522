/** Signed download links (`?token=`) of files: documents, user guidance, the company report. */

/** The address of a signed link: the file itself (download or inline preview). */
export const attachmentUrl = (attachmentId: string, token: string, preview = false) =>
  `/api/attachments/${encodeURIComponent(attachmentId)}?token=${encodeURIComponent(token)}${preview ? '&preview=1' : ''}`;

/** The /attachments/{id} page of a signed link (preview or download, with a message when it expired). */
export const attachmentPage = (attachmentId: string, token: string) =>
  `/attachments/${encodeURIComponent(attachmentId)}?token=${encodeURIComponent(token)}`;
