import type { TUserGuidanceDetail } from '@statera/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadUrl } from '../../../lib/download.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { attachmentPage, attachmentUrl } from '../../../resources/attachments/attachment-urls.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** GET /api/user-guidances/{id}: the document with a fresh 5-minute link; the server marks it seen. */
export const getUserGuidance = (id: string) =>
  api.get<TUserGuidanceDetail>(`/api/user-guidances/${encodeURIComponent(id)}`);

/**
 * Opens a guidance document: its preview page in a new tab (the /attachments page shows PDF and
 * images, offers anything else as a download), or the file itself as a download. Then the lists, the
 * unseen entries and the signed-in user (hasUnseenUserGuidances) are refreshed.
 */
export function useOpenUserGuidance(userId: string) {
  const queryClient = useQueryClient();
  return async (id: string, how: 'preview' | 'download') => {
    // The tab opens at the click (a popup opened after an await may be blocked), then gets its address.
    const tab = how === 'preview' ? window.open('', '_blank') : null;
    try {
      const detail = await getUserGuidance(id);
      if (how === 'download') downloadUrl(attachmentUrl(detail.attachmentId, detail.download.token), detail.name);
      else if (tab) {
        tab.opener = null;
        tab.location.href = attachmentPage(detail.attachmentId, detail.download.token);
      } else window.location.assign(attachmentPage(detail.attachmentId, detail.download.token));
    } catch (error) {
      tab?.close();
      notify.error(error);
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.userGuidances.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.users.detail(userId), exact: true }),
    ]);
  };
}
