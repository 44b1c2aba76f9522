import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

/** PUT /api/users/{id}/avatar {data: base64 or data URL} (PNG, JPEG or WebP, ≤ 512 KB). */
export const uploadAvatar = (userId: string, data: string) => api.put<unknown>(userPath(userId, '/avatar'), { data });

/** DELETE /api/users/{id}/avatar. */
export const removeAvatar = (userId: string) => api.request<unknown>(userPath(userId, '/avatar'), { method: 'DELETE' });

export const useUploadAvatar = (userId: string) => useUserMutation((data: string) => uploadAvatar(userId, data));
export const useRemoveAvatar = (userId: string) => useUserMutation(() => removeAvatar(userId));
