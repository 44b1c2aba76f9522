import type { TManagementComment } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAppealMutation } from './appeal-mutation.ts';
import { appealPath } from './appeal-path.ts';

const notePath = (id: string, commentId = '') =>
  appealPath(id, `/management-comments${commentId ? `/${encodeURIComponent(commentId)}` : ''}`);

/** POST /api/appeals/{id}/management-comments: an internal note (the worker never sees these). */
export const createManagementComment = (id: string, body: TManagementComment) => api.post<unknown>(notePath(id), body);

/** PUT /api/appeals/{id}/management-comments/{commentId} */
export const updateManagementComment = (id: string, commentId: string, body: TManagementComment) =>
  api.put<unknown>(notePath(id, commentId), body);

/** DELETE /api/appeals/{id}/management-comments/{commentId} */
export const deleteManagementComment = (id: string, commentId: string) =>
  api.request<unknown>(notePath(id, commentId), { method: 'DELETE' });

export const useCreateManagementComment = (id: string) =>
  useAppealMutation(id, (body: TManagementComment) => createManagementComment(id, body));

export const useUpdateManagementComment = (id: string) =>
  useAppealMutation(id, (v: { commentId: string; body: TManagementComment }) =>
    updateManagementComment(id, v.commentId, v.body),
  );

export const useDeleteManagementComment = (id: string) =>
  useAppealMutation(id, (commentId: string) => deleteManagementComment(id, commentId));
