import type { TUser } from '@statera/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, pageOf } from '../test/fake-api/index.ts';
import { renderRoute } from '../test/render-route.tsx';
import { api } from './api-client.ts';
import { authStore } from './auth-store.ts';
import { AUTHORIZATION_TOKEN_HEADER } from './authorization-token.ts';
import { CurrentUserContext } from './current-user.ts';
import { ModalHost } from './modals/modal-host.tsx';
import { modalStack } from './modals/modal-stack.ts';
import { useAuthorizationToken } from './use-authorization-token.ts';

function Page() {
  const authorize = useAuthorizationToken();
  const [result, setResult] = useState('');
  return (
    <>
      <button type="button" onClick={async () => setResult(JSON.stringify(await authorize({ title: 'Archive user' })))}>
        archive
      </button>
      <output>{result}</output>
      <ModalHost />
    </>
  );
}

const user = (skipPasswordConfirmation: boolean) =>
  ({ id: 'u1', abilities: { skipPasswordConfirmation } }) as unknown as TUser;
const server = installFakeApi();

beforeEach(() => {
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
});
afterEach(() => {
  act(() => modalStack.clear());
});

describe('useAuthorizationToken', { timeout: 20_000 }, () => {
  it('asks for the password and resolves the token for the request it confirms only', async () => {
    const ue = userEvent.setup();
    server.on('POST /api/authorization-tokens', () => ({
      token: 'tok-9',
      expirationDate: new Date(Date.now() + 60_000).toISOString(),
    }));
    server.on('GET /api/users', pageOf([]));
    server.on('PUT /api/users/:id/archive', null);
    renderRoute(
      <CurrentUserContext value={user(false)}>
        <Page />
      </CurrentUserContext>,
    );
    await ue.click(screen.getByRole('button', { name: 'archive' }));
    await ue.type(await screen.findByLabelText('Password'), 'Secret-Password-1!{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('{"token":"tok-9"}'));
    const [tokenRequest] = server.requests();
    expect(tokenRequest?.url).toBe('/api/authorization-tokens');
    expect(tokenRequest?.body).toEqual({ password: 'Secret-Password-1!' });
    // Nothing is held for "the next request": a query in between goes without it.
    await api.get('/api/users');
    await api.put('/api/users/u2/archive', undefined, { authorization: { token: 'tok-9' } });
    const header = (call: number) => server.requests()[call]!.headers.get(AUTHORIZATION_TOKEN_HEADER);
    expect(header(1)).toBeNull();
    expect(header(2)).toBe('tok-9');
  });

  it('resolves null when the user cancels', async () => {
    const ue = userEvent.setup();
    renderRoute(
      <CurrentUserContext value={user(false)}>
        <Page />
      </CurrentUserContext>,
    );
    await ue.click(screen.getByRole('button', { name: 'archive' }));
    await ue.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('null'));
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('does not ask who may skip the confirmation, provider admins (an authorization without a token)', async () => {
    const ue = userEvent.setup();
    renderRoute(
      <CurrentUserContext value={user(true)}>
        <Page />
      </CurrentUserContext>,
    );
    await ue.click(screen.getByRole('button', { name: 'archive' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('{"token":null}'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.fetch).not.toHaveBeenCalled();
  });
});
