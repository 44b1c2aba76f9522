import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingState } from '../components/query-states.tsx';
import { VerificationCodeStep } from '../features/auth/components/verification-code-step.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import i18n, { FIRST_PAGE_WORDS } from '../lib/i18n.ts';
import { notify } from '../lib/notifications/notify.ts';
import { installFakeApi } from '../test/fake-api/index.ts';
import { GuestLayout } from './layouts/guest-layout.tsx';
import { ForbiddenPage } from './pages/forbidden-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteError } from './pages/route-error.tsx';
import { Providers } from './providers.tsx';

const server = installFakeApi({ signedIn: false });

/**
 * The first download carries only the namespaces of en.json that `i18n.ts` imports by name; the rest
 * loads with the first lazy page (docs/decisions/web-delivery.md). Whatever the first page shows must
 * find its words there, or it shows bare keys.
 */
describe('the first download words', () => {
  const missing: string[] = [];
  const onMissing = (_lngs: readonly string[], _ns: string, key: string) => missing.push(key);
  let everything: unknown;

  beforeAll(() => {
    // The test setup loads every word: keep only the first download's for this file.
    everything = i18n.store.data.en?.translation;
    i18n.removeResourceBundle('en', 'translation');
    i18n.addResourceBundle('en', 'translation', structuredClone(FIRST_PAGE_WORDS), true, true);
    i18n.options.saveMissing = true;
    i18n.on('missingKey', onMissing);
  });
  afterAll(() => {
    i18n.off('missingKey', onMissing);
    i18n.options.saveMissing = false;
    i18n.addResourceBundle('en', 'translation', everything, true, true);
  });
  beforeEach(() => {
    server.on('GET /api/maintenance', { current: null, upcoming: null });
  });

  it('word the login page, its code step, the loading, error, 403 and 404 pages and a notification', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <GuestLayout />,
          errorElement: <RouteError />,
          children: [
            { path: '/login', element: <LoginPage /> },
            {
              path: '/code',
              element: (
                <VerificationCodeStep token={'v'.repeat(43)} email="a@b.test" onSuccess={vi.fn()} onRestart={vi.fn()} />
              ),
            },
            { path: '/loading', element: <LoadingState /> },
            { path: '/403', element: <ForbiddenPage /> },
            {
              path: '/broken',
              loader: () => {
                throw new Error('broken');
              },
              element: null,
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
      { initialEntries: ['/login'] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    act(() => {
      notify.push({ message: 'Saved', title: 'Done', kind: 'error' });
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    for (const url of ['/code', '/loading', '/403', '/broken', '/nowhere']) {
      await act(() => router.navigate(url));
    }
    expect(missing).toEqual([]);
    expect(document.body.textContent).toContain('This page could not be found');
  });
});
