import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { installFakeApi } from '../../test/fake-api/index.ts';
import { Providers } from '../providers.tsx';
import { clientThemeLocale } from '../theme.ts';
import { ClientLayout } from './client-layout.tsx';
import { GuestLayout } from './guest-layout.tsx';

/** The primary colour Mantine's CSS variables name at the moment. */
const primaryColour = () => {
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  return /--mantine-primary-color-filled:\s*var\(--mantine-color-([a-z]+)-/.exec(css)?.[1];
};

function renderLogin(url: string) {
  const router = createMemoryRouter(
    [
      { element: <GuestLayout />, children: [{ path: '/login', element: <p>Plain login</p> }] },
      { element: <ClientLayout />, children: [{ path: '/login/:provider', element: <p>Branded login</p> }] },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const server = installFakeApi({ signedIn: false });

describe('ClientLayout', { timeout: 20_000 }, () => {
  beforeEach(() => {
    server.on('GET /api/maintenance', { current: null, upcoming: null });
  });

  it('applies the client theme on a client login path, and the app theme again on leaving it', async () => {
    const router = renderLogin('/login');
    expect(await screen.findByText('Plain login')).toBeTruthy();
    expect(primaryColour()).toBe('teal');

    await act(() => router.navigate('/login/northwind'));
    expect(await screen.findByText('Branded login')).toBeTruthy();
    expect(primaryColour()).toBe('indigo');

    await act(() => router.navigate('/login'));
    expect(await screen.findByText('Plain login')).toBeTruthy();
    expect(primaryColour()).toBe('teal');
  });

  it('speaks the client theme locale on a client login path, falling back to English, and English again on leaving', async () => {
    const router = renderLogin('/login/northwind');
    expect(await screen.findByText('Branded login')).toBeTruthy();
    expect(i18n.language).toBe(clientThemeLocale);
    expect(i18n.t('auth.login.title')).toBe('Log in to Statera');

    await act(() => router.navigate('/login'));
    expect(await screen.findByText('Plain login')).toBeTruthy();
    expect(i18n.language).toBe('en');
  });

  it('frames the page like the guest layout: product name and the card', async () => {
    renderLogin('/login/northwind');
    expect(await screen.findByText('Branded login')).toBeTruthy();
    expect(screen.getByText('Statera')).toBeTruthy();
    expect(document.getElementById('main-content')?.textContent).toContain('Branded login');
  });
});
