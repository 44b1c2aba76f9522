import { clientTheme, clientThemeLocale } from '../theme.ts';
import { GuestLayout } from './guest-layout.tsx';
import { useLocaleOverride } from './use-locale-override.ts';
import { useThemeOverride } from './use-theme-override.ts';

/**
 * The client layout (spec §2): a client's branded guest pages — its own login path
 * /login/{provider} — in the client theme, a Mantine theme override applied while the layout is
 * shown, with the client theme locale (its texts; English where it words nothing differently). Otherwise it is the guest layout: card frame, maintenance gate, notification bar.
 */
export function ClientLayout() {
  useThemeOverride(clientTheme);
  useLocaleOverride(clientThemeLocale);
  return <GuestLayout />;
}
