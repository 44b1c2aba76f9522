import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../../app/theme.ts';
import { authStore } from '../../../../lib/auth-store.ts';
import { apiError, installFakeApi } from '../../../../test/fake-api/index.ts';
import { SsoLoginPage } from './sso-login-page.tsx';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const server = installFakeApi({ signedIn: false });

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/sso-login/:token', element: <SsoLoginPage /> },
      { path: '/engagements/:id', element: <p>Engagement page</p> },
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

describe('SsoLoginPage', () => {
  afterEach(() => {
    authStore.clear();
  });

  it('exchanges the token once, stores the session and goes to the remembered page', async () => {
    server.on('POST /api/sso-login/:token', {
      status: 'OK',
      accessToken: 'a',
      refreshToken: 'r',
      expiresIn: 900,
      userId: USER_ID,
    });
    const router = renderAt('/sso-login/one-time-token-0123456789?ssoRedirect=%2Fengagements%2F5');
    expect(await screen.findByText('Engagement page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/engagements/5');
    expect(server.fetch).toHaveBeenCalledTimes(1);
    const [sent] = server.requests();
    expect(sent?.url).toBe('/api/sso-login/one-time-token-0123456789');
    expect(sent?.method).toBe('POST');
    expect(authStore.get()).toMatchObject({ accessToken: 'a', refreshToken: 'r', userId: USER_ID });
  });

  it('goes home rather than to another site', async () => {
    server.on('POST /api/sso-login/:token', {
      status: 'OK',
      accessToken: 'a',
      refreshToken: 'r',
      expiresIn: 900,
      userId: USER_ID,
    });
    renderAt('/sso-login/one-time-token-0123456789?ssoRedirect=%2F%2Fevil.test');
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('explains a used or expired link and offers the way back to login', async () => {
    server.on('POST /api/sso-login/:token', () =>
      apiError(401, 'errors.tokenInvalid', { message: 'The sign-in link is not valid.' }),
    );
    renderAt('/sso-login/used-token-0123456789');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The token was not found, has expired or is invalid.');
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(authStore.get()).toBeNull());
  });
});
