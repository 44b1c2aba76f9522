import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { mePath } from './update-my-account.ts';

/** PUT /api/users/{id}/avatar {data: base64 or data URL} (PNG, JPEG or WebP, ≤ 512 KB). */
export const uploadAvatar = (userId: string, data: string) => api.put<unknown>(mePath(userId, '/avatar'), { data });

/** DELETE /api/users/{id}/avatar. */
export const removeAvatar = (userId: string) => api.request<unknown>(mePath(userId, '/avatar'), { method: 'DELETE' });

function useAvatarMutation<V>(run: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }) });
}

export const useUploadAvatar = (userId: string) => useAvatarMutation((data: string) => uploadAvatar(userId, data));
export const useRemoveAvatar = (userId: string) => useAvatarMutation(() => removeAvatar(userId));

/** GET the signed-in avatar URL as an image blob (an <img> cannot send the Bearer token). */
export const getAvatarBlob = async (url: string, signal?: AbortSignal) =>
  (await api.request<Response>(url, { raw: true, signal })).blob();
