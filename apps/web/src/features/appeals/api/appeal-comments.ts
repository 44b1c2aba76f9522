import type { TAppealCommentInput, TAppealCommentUpdate, TDetachAttachments } from '@statera/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { useAppealMutation } from './appeal-mutation.ts';
import { appealPath } from './appeal-path.ts';

const commentPath = (id: string, commentId: string, suffix = '') =>
  appealPath(id, `/comments/${encodeURIComponent(commentId)}${suffix}`);

/** POST /api/appeals/{id}/comments: a comment in a thread, as a draft (`created`) or sent (`submitted`). */
export const createAppealComment = (id: string, body: TAppealCommentInput) =>
  api.post<unknown>(appealPath(id, '/comments'), body);

/** PUT /api/appeals/{id}/comments/{commentId}: edit a draft, or send it (`status: submitted`). */
export const updateAppealComment = (id: string, commentId: string, body: TAppealCommentUpdate) =>
  api.put<unknown>(commentPath(id, commentId), body);

/** DELETE /api/appeals/{id}/comments/{commentId}: a draft goes. */
export const deleteAppealComment = (id: string, commentId: string) =>
  api.request<unknown>(commentPath(id, commentId), { method: 'DELETE' });

/** PUT /api/appeals/{id}/comments/{commentId}/attachments (multipart, field `file`): one file per call. */
export function attachToAppealComment(id: string, commentId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.put<unknown>(commentPath(id, commentId, '/attachments'), form);
}

/** Attaches files to a draft one after another (one per call), reporting each one stored. */
export async function attachFiles(id: string, commentId: string, files: File[], onProgress?: (done: number) => void) {
  for (const [index, file] of files.entries()) {
    await attachToAppealComment(id, commentId, file);
    onProgress?.(index + 1);
  }
}

export const useAttachFiles = (id: string) =>
  useAppealMutation(id, (v: { commentId: string; files: File[] }) => attachFiles(id, v.commentId, v.files));

/** PUT /api/appeals/{id}/comments/{commentId}/attachments/detach: files leave a draft. */
export const detachFromAppealComment = (id: string, commentId: string, body: TDetachAttachments) =>
  api.put<unknown>(commentPath(id, commentId, '/attachments/detach'), body);

export const useUpdateAppealComment = (id: string) =>
  useAppealMutation(id, (v: { commentId: string; body: TAppealCommentUpdate }) =>
    updateAppealComment(id, v.commentId, v.body),
  );

export const useDeleteAppealComment = (id: string) =>
  useAppealMutation(id, (commentId: string) => deleteAppealComment(id, commentId));

export const useDetachAttachment = (id: string) =>
  useAppealMutation(id, (v: { commentId: string; attachmentId: string }) =>
    detachFromAppealComment(id, v.commentId, { attachmentIds: [v.attachmentId] }),
  );

/** The id of the comment a create call made: the answer itself when it is the comment, else the one new in the thread. */
export function createdCommentId(answer: unknown, thread: string, before: ReadonlySet<string>): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as { id?: unknown; body?: unknown; questions?: unknown };
  if (typeof record.id === 'string' && typeof record.body === 'string') return record.id;
  if (!Array.isArray(record.questions)) return null;
  const group = (record.questions as { type: string; comments: { id: string }[] }[]).find((g) => g.type === thread);
  return group?.comments.find((c) => !before.has(c.id))?.id ?? null;
}

/**
 * The comment exists as a draft but a file or the sending failed: the draft (with the files stored
 * so far) is in the thread, where its author can attach the rest and send it; `cause` says what failed.
 */
export class DraftKeptError extends Error {
  constructor(override readonly cause: unknown) {
    super('The comment was kept as a draft.');
  }
}

export interface ComposerSend {
  thread: TAppealCommentInput['threadId'];
  body: string;
  status: 'created' | 'submitted';
  files: File[];
  /** Ids of the thread's comments before this one (to find the new one in an answer that is the appeal). */
  knownIds: ReadonlySet<string>;
  /** Called after each file is stored: files done so far. */
  onProgress?: (done: number) => void;
}

/**
 * The composer's send: the comment is made as a draft, each file is attached to it in turn
 * (progress per file), then it is sent when asked to. A failed upload leaves the draft with the
 * files stored so far, which the thread shows; nothing is sent the worker has not seen whole.
 */
export function useSendAppealComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ thread, body, status, files, knownIds, onProgress }: ComposerSend) => {
      const withFiles = files.length > 0;
      const answer = await createAppealComment(id, {
        threadId: thread,
        body,
        status: withFiles ? 'created' : status,
        attachments: [],
      });
      if (!withFiles) return;
      const commentId = createdCommentId(answer, thread, knownIds);
      if (!commentId) throw new Error('The new comment could not be found.');
      try {
        await attachFiles(id, commentId, files, onProgress);
        if (status === 'submitted') await updateAppealComment(id, commentId, { body, status });
      } catch (error) {
        throw new DraftKeptError(error);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.appeals.detail(id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.appeals.lists }),
      ]),
  });
}
