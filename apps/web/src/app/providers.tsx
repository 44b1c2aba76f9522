import './styles/first-page-styles.ts';
import { MantineProvider, type MantineThemeOverride, mergeThemeOverrides } from '@mantine/core';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../lib/i18n.ts';
import { UI_TIMINGS } from '../lib/ui-timings.ts';
import { ThemeOverrideContext } from './layouts/use-theme-override.ts';
import { queryClient } from './query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Monday-first calendars; weekends are not coloured (red weekend days fail the contrast check). Formats come from the theme (DD.MM.YYYY). */
/**
 * The notification container (with its transitions and style sheets) loads after the first render; the store that
 * `notify` writes to is in the first download, so a notification shown before it arrives is shown then.
 */
const Notifications = lazy(() => import('./notifications-container.tsx').then((m) => ({ default: m.Notifications })));

const DATES_SETTINGS: DatesProviderSettings = { locale: 'en', firstDayOfWeek: 1, weekendDays: [] };

export function Providers({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<MantineThemeOverride | null>(null);
  const activeTheme = useMemo(() => (override ? mergeThemeOverrides(theme, override) : theme), [override]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeOverrideContext value={setOverride}>
          <MantineProvider theme={activeTheme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
            <DatesProvider settings={DATES_SETTINGS}>
              <Suspense fallback={null}>
                <Notifications position="top-right" autoClose={UI_TIMINGS.notificationTimeoutMs} limit={5} />
              </Suspense>
              {children}
            </DatesProvider>
          </MantineProvider>
        </ThemeOverrideContext>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
