import { useSearchParams } from 'react-router';
import { SettingsPage } from '../../features/settings/pages/settings-page.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { PlatformSettingsPage } from './platform-settings-page.tsx';

/**
 * /settings: a client's group settings (the viewer's own, or `?companyId=` for provider staff);
 * provider staff without a client chosen get the platform settings.
 */
export function SettingsRoute() {
  const viewer = useCurrentUser();
  const [search] = useSearchParams();
  if (!search.get('companyId') && !viewer.companyId) return <PlatformSettingsPage />;
  return <SettingsPage />;
}
