import type { TAttachmentTokenInfo } from '@statera/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** POST /api/attachments/token/{token} (public): the file a signed link opens, until when. */
export const getAttachmentLink = (token: string, signal?: AbortSignal) =>
  api.request<TAttachmentTokenInfo>(`/api/attachments/token/${encodeURIComponent(token)}`, {
    method: 'POST',
    anonymous: true,
    signal,
  });

export const useAttachmentLink = (token: string) =>
  useQuery({
    queryKey: queryKeys.attachmentLink(token),
    queryFn: ({ signal }) => getAttachmentLink(token, signal),
    enabled: token !== '',
    retry: false,
    // a link lives minutes: what it opens is not refetched behind the user's back
    staleTime: Number.POSITIVE_INFINITY,
  });
