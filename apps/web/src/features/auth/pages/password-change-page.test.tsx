import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { type Endpoints, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordChangePage } from './password-change-page.tsx';

const TOKEN = 'c'.repeat(43);
const EMAIL = 'due@northwind.test';
const NEW = 'Brand-New-Pass-42!';

const server = installFakeApi({ signedIn: false });

function serve(loginAnswer: Endpoints['POST /api/login']) {
  server.on('POST /api/password-tokens/:token/password-years-validation', { valid: true });
  server.on('POST /api/login', loginAnswer);
  server.on('PUT /api/password-reset-tokens/:token/password', null);
}

function renderPage(state: object | null) {
  const router = createMemoryRouter(
    [
      { path: '/password-change/:token?', element: <PasswordChangePage /> },
      { path: '/engagements', element: <p>Engagements page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: [{ pathname: `/password-change/${TOKEN}`, search: '?redirect=%2Fengagements', state }] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function changePassword() {
  const set = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
  set(/^Current password/, 'Old-Password-2020!');
  set(/^New password/, NEW);
  set(/^Repeat the new password/, NEW);
  await userEvent.click(screen.getByRole('button', { name: 'Change password and log in' }));
}

describe('PasswordChangePage', () => {
  it('signs in with the new password and goes to the remembered page', async () => {
    serve({ status: 'OK', accessToken: 'a', refreshToken: 'r', expiresIn: 900, userId: 'u1' });
    const router = renderPage({ email: EMAIL });
    await changePassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/engagements'));
    const login = server.requests('POST /api/login')[0];
    expect(login?.body).toEqual({ email: EMAIL, password: NEW });
    expect(authStore.get()).toMatchObject({ accessToken: 'a' });
  });

  it('without the email (the page was opened directly) sends the user to log in with a notice', async () => {
    serve({ status: 'OK' });
    const router = renderPage(null);
    await changePassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ notice: 'auth.password.changed' });
    expect(server.requests().some((request) => request.url === '/api/login')).toBe(false);
  });
});
