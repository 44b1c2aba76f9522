import { DOCUMENT_LIMITS, ERROR_KEYS, fileExtension, LIMITS, type TAttachmentUploaded } from '@statera/shared';
import { api } from '../../lib/api-client.ts';
import { ApiError, parseErrorResponse } from '../../lib/api-error.ts';

/** Extensions the server takes (it checks the bytes too). */
export const UPLOAD_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'docx', 'xlsx', 'csv'] as const;

/**
 * The checks the server makes, run before sending so the user learns at once (spec §8 keys): too
 * many files, an unsupported extension, an empty or too big file, a name over 190 characters.
 * Answers the first problem's error key, or null.
 */
export function checkFiles(files: readonly File[]): { key: string; file?: string } | null {
  if (files.length > DOCUMENT_LIMITS.attachmentsPerUpload) return { key: ERROR_KEYS.tooManyFiles };
  for (const f of files) {
    if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(f.name))) {
      return { key: ERROR_KEYS.fileExtensionUnsupported, file: f.name };
    }
    if (f.size === 0) return { key: ERROR_KEYS.fileEmpty, file: f.name };
    if (f.size > DOCUMENT_LIMITS.attachmentMaxBytes) return { key: ERROR_KEYS.fileTooBig, file: f.name };
    if (f.name.length > LIMITS.fileNameMax) return { key: ERROR_KEYS.fileNameTooLong, file: f.name };
  }
  return null;
}

/**
 * POST /api/attachments with the files as repeated `file` parts, through XMLHttpRequest for its
 * upload progress (fetch has none in most browsers). `onProgress` gets 0…1.
 */
export async function uploadAttachments(
  files: readonly File[],
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TAttachmentUploaded> {
  const token = await api.accessToken();
  if (!token) throw new ApiError(401, ERROR_KEYS.unauthorized, 'Not signed in.');
  const form = new FormData();
  for (const f of files) form.append('file', f, f.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/attachments');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = async () => {
      const res = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
      });
      if (res.ok) {
        onProgress(1);
        resolve((await res.json()) as TAttachmentUploaded);
      } else reject(await parseErrorResponse(res));
    };
    xhr.onerror = () => reject(new ApiError(0, ERROR_KEYS.uploadFailed, 'The upload failed.'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
