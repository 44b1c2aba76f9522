import type { MantineThemeOverride } from '@mantine/core';
import { createContext, useContext, useEffect } from 'react';

type SetOverride = (override: MantineThemeOverride | null) => void;

/** Lets a layout swap the app's theme override (the client layout's branded theme). */
export const ThemeOverrideContext = createContext<SetOverride>(() => {});

/** Applies `override` over the app theme while the calling component is mounted. */
export function useThemeOverride(override: MantineThemeOverride) {
  const setOverride = useContext(ThemeOverrideContext);
  useEffect(() => {
    setOverride(override);
    return () => setOverride(null);
  }, [override, setOverride]);
}
