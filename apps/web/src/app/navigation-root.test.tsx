import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NavigationRoot, onNavigationCloseModals } from './navigation-root.tsx';
import { routeHistory } from './route-history.ts';

describe('NavigationRoot', () => {
  it('records the previous route and closes the modals on every navigation', async () => {
    const closeAll = vi.fn();
    onNavigationCloseModals(closeAll);
    const router = createMemoryRouter(
      [
        {
          element: <NavigationRoot />,
          children: [
            { path: '/engagements', element: <p>list</p>, handle: { name: 'engagements' } },
            { id: 'engagement', path: '/engagements/:id', element: <p>detail</p> },
          ],
        },
      ],
      { initialEntries: ['/engagements?status=active'] },
    );
    render(<RouterProvider router={router} />);
    expect(closeAll).toHaveBeenCalledTimes(1);

    await router.navigate('/engagements/42?tab=assessments#top');
    await waitFor(() => expect(closeAll).toHaveBeenCalledTimes(2));
    expect(routeHistory.previous()).toEqual({
      path: '/engagements',
      fullPath: '/engagements?status=active',
      query: { status: 'active' },
      params: {},
      name: 'engagements',
    });
    expect(routeHistory.current()).toMatchObject({
      path: '/engagements/42',
      fullPath: '/engagements/42?tab=assessments#top',
      params: { id: '42' },
      name: 'engagement',
    });
  });

  it('opens a new page at its top, and keeps the position when only the query changes (a tab, a filter)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: <NavigationRoot />,
          children: [
            { path: '/engagements/create', element: <p>form</p> },
            { path: '/engagements/:id', element: <p>detail</p> },
          ],
        },
      ],
      { initialEntries: ['/engagements/create'] },
    );
    render(<RouterProvider router={router} />);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 155 });
    scrollTo.mockClear();
    // After Create, the form (scrolled to its button) gives way to the new engagement.
    await router.navigate('/engagements/42');
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 0));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    scrollTo.mockClear();
    await router.navigate('/engagements/42?tab=assessments', { replace: true });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=assessments'));
    expect(scrollTo.mock.calls.every(([, y]) => y === 300)).toBe(true);
    scrollTo.mockRestore();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
