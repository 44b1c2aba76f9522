import { Outlet } from 'react-router';
import { clientTheme } from '../theme.ts';
import { CardFrame } from './guest-layout.tsx';
import { useThemeOverride } from './use-theme-override.ts';

/**
 * The client layout (spec §2): a client's branded guest pages (their own login paths) in the client
 * theme, a Mantine theme override applied while the layout is shown.
 */
export function ClientLayout() {
  useThemeOverride(clientTheme);
  return (
    <CardFrame>
      <Outlet />
    </CardFrame>
  );
}
