/**
 * The URL of a person's avatar (GET, signed-in), versioned by the stored picture's id so a private
 * cache can keep it; null when they have none. One rule for every place a person is shown (spec §3
 * user and user option `avatar`), so modules that cannot import the users module build it too.
 */
export const avatarUrl = (u: { id: string; photoId: string | null }): string | null =>
  u.photoId ? `/api/users/${u.id}/avatar?v=${u.photoId}` : null;
