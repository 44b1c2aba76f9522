import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../app/theme.ts';

/**
 * Renders `ui` as the page at `url` inside a memory router (with Mantine and TanStack Query), so
 * links, useSearchParams and navigation work; `router.state.location` shows where it went. `path`
 * names the route's parameters (e.g. '/engagements/:id' for useParams).
 */
export function renderRoute(ui: ReactElement, url = '/', path = '*') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** Makes `useMediaQuery` see a window of `width` px (the setup stubs matchMedia as never matching). */
export function mockViewportWidth(width: number) {
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)(em|px)/.exec(query);
    if (!max?.[1]) return false;
    const limit = Number(max[1]) * (max[2] === 'em' ? 16 : 1);
    return width <= limit;
  };
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
