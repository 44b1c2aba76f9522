import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingState } from '../../components/query-states.tsx';
import { VerificationCodeStep } from '../../features/auth/components/verification-code-step.tsx';
import { LoginPage } from '../../features/auth/pages/login-page.tsx';
import { notify } from '../../lib/notifications/notify.ts';
import { installFakeApi } from '../../test/fake-api/index.ts';
import { GuestLayout } from '../layouts/guest-layout.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { Providers } from '../providers.tsx';

const require = createRequire(import.meta.url);

/** Mantine's hashed classes (`m_77c9d27d`) that the first page's style sheets define (first-page-styles.ts and the notifications container's). */
function classesOfFirstPageSheets(): Set<string> {
  // The notifications' sheets come with their lazy container, the only one rendering them.
  const source = ['first-page-styles.ts', '../notifications-container.tsx']
    .map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8'))
    .join('\n');
  const sheets = [...source.matchAll(/^import '([^']+\.css)';$/gm)].map((m) => m[1] as string);
  expect(sheets.length).toBeGreaterThan(5);
  const defined = new Set<string>();
  for (const sheet of sheets) {
    for (const m of readFileSync(require.resolve(sheet), 'utf8').matchAll(/\.(m_[0-9a-f]+)/g))
      defined.add(m[1] as string);
  }
  return defined;
}

/** Mantine's hashed classes on the rendered page. */
function renderedMantineClasses(): Set<string> {
  const used = new Set<string>();
  for (const element of document.querySelectorAll('[class]')) {
    for (const name of element.classList) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
  }
  return used;
}

const server = installFakeApi({ signedIn: false });

/**
 * The first download carries only part of Mantine's CSS (docs/decisions/web-delivery.md): whatever the
 * pages of that download render must have its rules there, or the login page shows unstyled.
 */
describe('the first download style sheets', () => {
  beforeEach(() => {
    server.on('GET /api/maintenance', { current: null, upcoming: null });
  });

  it('style everything the login page, its code step, the loading and 404 pages and notifications render', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <GuestLayout />,
          children: [
            { path: '/login', element: <LoginPage /> },
            {
              path: '/code',
              element: (
                <VerificationCodeStep token={'v'.repeat(43)} email="a@b.test" onSuccess={vi.fn()} onRestart={vi.fn()} />
              ),
            },
            { path: '/loading', element: <LoadingState /> },
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
    const used = new Set<string>();
    const collect = () => {
      for (const name of renderedMantineClasses()) used.add(name);
    };
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    collect();
    act(() => {
      notify.push({ message: 'Saved', title: 'Done', kind: 'error' });
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    collect();
    for (const url of ['/code', '/loading', '/nowhere']) {
      await act(() => router.navigate(url));
      collect();
    }
    expect(used.size).toBeGreaterThan(10);
    const defined = classesOfFirstPageSheets();
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });
});
