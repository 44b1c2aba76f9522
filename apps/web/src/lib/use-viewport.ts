import { useMediaQuery } from '@mantine/hooks';

/** Spec §9 breakpoints: mobile up to 768 px, tablet up to 1200 px (Mantine's `sm` and `lg`). */
export const MOBILE_MAX = '48em';
export const TABLET_MAX = '75em';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** The current layout class of the window; read synchronously so the first render already fits. */
export function useViewport(): Viewport {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX})`, false, { getInitialValueInEffect: false });
  const tablet = useMediaQuery(`(max-width: ${TABLET_MAX})`, false, { getInitialValueInEffect: false });
  if (mobile) return 'mobile';
  return tablet ? 'tablet' : 'desktop';
}
