import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordConfirmModal } from '../components/modals/password-confirm-modal.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { createAuthStore } from './auth-store.ts';
import { AUTHORIZATION_TOKEN_HEADER, authorizationHeaders } from './authorization-token.ts';

function client() {
  const store = createAuthStore(window.localStorage, window);
  store.set({ userId: 'u1', accessToken: 'access', refreshToken: 'refresh', expiresAt: Date.now() + 600_000 });
  const fetchFn = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 200 }));
  const api = createApiClient({ store, fetchFn: fetchFn as unknown as typeof fetch });
  const sent = (path: string) => {
    const call = fetchFn.mock.calls.find(([url]) => url === path);
    return ((call?.[1]?.headers ?? {}) as Record<string, string>)[AUTHORIZATION_TOKEN_HEADER];
  };
  return { api, sent };
}

describe('authorization token', () => {
  it('goes with the request it is handed to, not with a request running at the same time', async () => {
    const { api, sent } = client();
    await Promise.all([
      api.get('/api/users'),
      api.put('/api/users/u2/archive', undefined, { authorization: { token: 'tok-1' } }),
      api.get('/api/companies'),
    ]);
    expect(sent('/api/users/u2/archive')).toBe('tok-1');
    expect(sent('/api/users')).toBeUndefined();
    expect(sent('/api/companies')).toBeUndefined();
  });

  it('adds no header without a token (provider admins are not asked)', async () => {
    const { api, sent } = client();
    await api.put('/api/users/u2', { email: 'x@y.test' }, { authorization: { token: null } });
    expect(sent('/api/users/u2')).toBeUndefined();
    expect(authorizationHeaders({ token: 'a' })).toEqual({ [AUTHORIZATION_TOKEN_HEADER]: 'a' });
    expect(authorizationHeaders(null)).toEqual({});
  });
});

describe('PasswordConfirmModal', { timeout: 20_000 }, () => {
  it('confirms with the password, and shows the server message on the field when it fails', async () => {
    const user = userEvent.setup();
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(422, 'errors.validationFailed', 'x', { password: ['errors.wrongPassword'] }))
      .mockResolvedValueOnce(undefined);
    const onConfirmed = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <PasswordConfirmModal
        opened
        onClose={onClose}
        title="Archive user"
        description="Confirm with your password."
        onConfirm={onConfirm}
        onConfirmed={onConfirmed}
      />,
    );
    expect(screen.getByText('Confirm with your password.')).toBeTruthy();
    const field = screen.getByLabelText('Password');
    await user.type(field, 'wrong{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('wrong');
    expect(await screen.findByText('Wrong password')).toBeTruthy();
    expect(onConfirmed).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'right');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });

  it('requires a password and reports Cancel as a dismissal', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onDismissed = vi.fn();
    renderWithProviders(
      <PasswordConfirmModal
        opened
        onClose={() => {}}
        title="Archive"
        onConfirm={onConfirm}
        onDismissed={onDismissed}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await act(() => user.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(onDismissed).toHaveBeenCalledTimes(1);
  });
});
