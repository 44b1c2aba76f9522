import type { TAppealAttachment } from '@statera/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';
import { appealPath } from './appeal-path.ts';

/**
 * GET /api/appeals/{id}/comments/{commentId}/attachments/{attachmentId}: one file of a comment,
 * fetched with the manager's session and saved under its own name. (The shorter
 * `appeals/{x}/attachments/{attachmentId}` is the worker's token route, so the manager's path
 * names the comment.)
 */
export async function downloadAppealAttachment(
  appealId: string,
  commentId: string,
  attachment: TAppealAttachment,
): Promise<void> {
  const path = appealPath(
    appealId,
    `/comments/${encodeURIComponent(commentId)}/attachments/${encodeURIComponent(attachment.id)}`,
  );
  const res = await api.request<Response>(path, { raw: true });
  saveBlob(await res.blob(), fileNameFrom(res.headers.get('Content-Disposition')) ?? attachment.name);
}

export const useDownloadAppealAttachment = (appealId: string) =>
  useMutation({
    mutationFn: (v: { commentId: string; attachment: TAppealAttachment }) =>
      downloadAppealAttachment(appealId, v.commentId, v.attachment),
  });
