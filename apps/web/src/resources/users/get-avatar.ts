import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET the avatar URL the server sent (signed-in, so fetched here rather than by an <img>). */
export const getAvatar = async (url: string, signal?: AbortSignal) => {
  const res = await api.request<Response>(url, { raw: true, signal });
  return res.blob();
};

/** An object URL of the user's avatar, or undefined while loading or when there is none. */
export function useAvatarSrc(url: string | null): string | undefined {
  const query = useQuery({
    queryKey: queryKeys.avatars(url),
    queryFn: ({ signal }) => getAvatar(url ?? '', signal),
    enabled: url !== null,
    // The URL carries the avatar's version, so a fetched image never goes stale.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!query.data) return setSrc(undefined);
    const objectUrl = URL.createObjectURL(query.data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [query.data]);
  return url === null ? undefined : src;
}
