import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadingState } from '../components/query-states.tsx';

describe('the router', () => {
  it('gives the root route a HydrateFallback, so the first load shows the loading screen without a warning', async () => {
    window.history.replaceState(null, '', '/dev/ui/status/404');
    const { router } = await import('./router.tsx');
    // React Router turns the route's HydrateFallback component into its hydrateFallbackElement.
    const fallback = router.routes[0]?.hydrateFallbackElement;
    expect(isValidElement(fallback) && fallback.type).toBe(LoadingState);
    router.dispose();
  });
});
