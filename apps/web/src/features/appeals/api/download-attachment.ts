import type { TAppealAttachment } from '@statera/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';
import { appealPath } from './appeal-path.ts';

/**
 * GET /api/appeals/{id}/attachments/{attachmentId}: one file of a comment, fetched with the
 * manager's session and saved under its own name (the manager's twin of the key route).
 */
export async function downloadAppealAttachment(appealId: string, attachment: TAppealAttachment): Promise<void> {
  const res = await api.request<Response>(appealPath(appealId, `/attachments/${encodeURIComponent(attachment.id)}`), {
    raw: true,
  });
  saveBlob(await res.blob(), fileNameFrom(res.headers.get('Content-Disposition')) ?? attachment.name);
}

export const useDownloadAppealAttachment = (appealId: string) =>
  useMutation({ mutationFn: (attachment: TAppealAttachment) => downloadAppealAttachment(appealId, attachment) });
