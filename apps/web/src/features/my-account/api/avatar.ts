import type { TPhotoParams, TUser } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { userPath } from '../../../resources/paths.ts';
import { getAvatar } from '../../../resources/users/get-avatar.ts';
import { useUserMutation } from '../../../resources/users/user-mutation.ts';

export interface AvatarUpload {
  /** The cropped picture shown as the avatar. */
  photo: Blob;
  /** A new original picture, or the id of the kept one being cropped again. */
  original?: Blob;
  originalPhotoId?: string;
  photoParams?: TPhotoParams;
}

const extension = (blob: Blob) => (blob.type === 'image/png' ? 'png' : blob.type === 'image/webp' ? 'webp' : 'jpg');
/** A named file part (the server checks the name's length; the type it reads from the bytes). */
const named = (blob: Blob, base: string) => new File([blob], `${base}.${extension(blob)}`, { type: blob.type });

/** The multipart form of PUT /api/users/{id}/avatar. */
export function avatarForm({ photo, original, originalPhotoId, photoParams }: AvatarUpload): FormData {
  const form = new FormData();
  form.append('photo', named(photo, 'avatar'));
  if (original) form.append('original', named(original, 'original'));
  else if (originalPhotoId) form.append('originalPhotoId', originalPhotoId);
  if (photoParams) form.append('photoParams', JSON.stringify(photoParams));
  return form;
}

/** PUT /api/users/{id}/avatar (multipart: photo ≤ 512 KB, original ≤ 2 MB, PNG, JPEG, WebP or GIF). */
export const uploadAvatar = (userId: string, upload: AvatarUpload) =>
  api.put<TUser>(userPath(userId, '/avatar'), avatarForm(upload));

/** DELETE /api/users/{id}/avatar. */
export const removeAvatar = (userId: string) => api.request<unknown>(userPath(userId, '/avatar'), { method: 'DELETE' });

export const useUploadAvatar = (userId: string) =>
  useUserMutation((upload: AvatarUpload) => uploadAvatar(userId, upload));
export const useRemoveAvatar = (userId: string) => useUserMutation(() => removeAvatar(userId));

/** GET /api/users/{id}/avatar/original: the picture the avatar was cropped from. */
export const getOriginalPhoto = (userId: string) => getAvatar(userPath(userId, '/avatar/original'));
