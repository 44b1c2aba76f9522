import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordChangePage } from './password-change-page.tsx';

const TOKEN = 'c'.repeat(43);
const EMAIL = 'due@northwind.test';
const NEW = 'Brand-New-Pass-42!';

function serve(loginAnswer: object) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input);
    if (path.endsWith('/password-years-validation')) return Response.json({ valid: true });
    if (path === '/api/login') return Response.json(loginAnswer);
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.clear();
  });

  it('signs in with the new password and goes to the remembered page', async () => {
    const fetchMock = serve({ status: 'OK', accessToken: 'a', refreshToken: 'r', expiresIn: 900, userId: 'u1' });
    const router = renderPage({ email: EMAIL });
    await changePassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/engagements'));
    const login = fetchMock.mock.calls.find(([u]) => String(u) === '/api/login')!;
    expect(JSON.parse(String(login[1]?.body))).toEqual({ email: EMAIL, password: NEW });
    expect(authStore.get()).toMatchObject({ accessToken: 'a' });
  });

  it('without the email (the page was opened directly) sends the user to log in with a notice', async () => {
    const fetchMock = serve({ status: 'OK' });
    const router = renderPage(null);
    await changePassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ notice: 'auth.password.changed' });
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/login')).toBe(false);
  });
});
