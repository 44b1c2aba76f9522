import type { TUser } from '@statera/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordForm } from './password-form.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const OLD = 'Old-Password-2020!';
const NEW = 'Brand-New-Pass-42!';
const user = { id: ID, isGTAdmin: false, abilities: { changePassword: true } } as unknown as TUser;

let fresh = true;
let tokenAnswer: () => Response = () => Response.json({ token: 'tok-123', expirationDate: '2999-01-01T00:00:00Z' });
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const path = String(input);
  if (path.endsWith('/password-years-validation')) return Response.json({ valid: fresh });
  if (path === '/api/authorization-tokens') return tokenAnswer();
  return Response.json({ ...user, firstName: 'A', lastName: 'B' });
});
const saves = () =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === `/api/users/${ID}` && init?.method === 'PUT');

function set(label: RegExp, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function renderForm() {
  renderWithProviders(
    <MemoryRouter>
      <CurrentUserContext value={user}>
        <PasswordForm user={user} />
        <ModalHost />
      </CurrentUserContext>
    </MemoryRouter>,
  );
  set(/^Current password/, OLD);
  set(/^New password/, NEW);
  set(/^Repeat the new password/, NEW);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change password' }));

describe('PasswordForm (my account)', () => {
  beforeEach(() => {
    fresh = true;
    tokenAnswer = () => Response.json({ token: 'tok-123', expirationDate: '2999-01-01T00:00:00Z' });
    authStore.set({ accessToken: 't', refreshToken: 'r', userId: ID, expiresAt: Date.now() + 600_000 });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    modalStack.clear();
    authStore.clear();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('confirms with the password, then saves once with the authorization token', async () => {
    renderForm();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the password change' });
    expect(saves()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Password/, { selector: 'input' }), { target: { value: OLD } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    const tokenCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/authorization-tokens')!;
    expect(JSON.parse(String(tokenCall[1]?.body))).toEqual({ password: OLD });
    const [, init] = saves()[0]!;
    expect(new Headers(init?.headers).get('X-Authorization-Token')).toBe('tok-123');
    expect(JSON.parse(String(init?.body))).toEqual({ oldPassword: OLD, password: NEW });
    // The token goes with that one request only.
    const years = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/password-years-validation'))!;
    expect(new Headers(years[1]?.headers).get('X-Authorization-Token')).toBeNull();
  });

  it('shows a wrong confirmation password on the field and saves nothing', async () => {
    tokenAnswer = () =>
      Response.json(
        {
          error_key: 'errors.wrongPassword',
          message: 'Wrong password',
          errors: { password: ['errors.wrongPassword'] },
        },
        { status: 422 },
      );
    renderForm();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the password change' });
    fireEvent.change(within(dialog).getByLabelText(/Password/, { selector: 'input' }), { target: { value: 'nope' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Wrong password')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('stops before the confirmation when the password was used within 4 years', async () => {
    fresh = false;
    renderForm();
    await submit();
    expect(await screen.findByText('This password was used within the last 4 years. Choose another one.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saves()).toHaveLength(0);
  });
});
