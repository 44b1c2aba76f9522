import type { TUser } from '@statera/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordForm } from './password-form.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const OLD = 'Old-Password-2020!';
const NEW = 'Brand-New-Pass-42!';
const user = { id: ID, isGTAdmin: false, abilities: { changePassword: true } } as unknown as TUser;

let fresh = true;
const server = installFakeApi();
const saves = () =>
  server.requests().filter((request) => request.url === `/api/users/${ID}` && request.method === 'PUT');

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
    authStore.set({ accessToken: 't', refreshToken: 'r', userId: ID, expiresAt: Date.now() + 600_000 });
    server.on('POST /api/users/:id/password-years-validation', () => ({ valid: fresh }));
    server.on('POST /api/authorization-tokens', { token: 'tok-123', expirationDate: '2999-01-01T00:00:00Z' });
    server.on('GET /api/users/:id', { ...user, firstName: 'A', lastName: 'B' });
    server.on('PUT /api/users/:id', { ...user, firstName: 'A', lastName: 'B' });
  });
  afterEach(() => {
    modalStack.clear();
  });

  it('confirms with the password, then saves once with the authorization token', async () => {
    renderForm();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the password change' });
    expect(saves()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Password/, { selector: 'input' }), { target: { value: OLD } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    const tokenCall = server.requests('POST /api/authorization-tokens')[0];
    expect(tokenCall?.body).toEqual({ password: OLD });
    const [save] = saves();
    expect(save?.headers.get('X-Authorization-Token')).toBe('tok-123');
    expect(save?.body).toEqual({ oldPassword: OLD, password: NEW });
    // The token goes with that one request only.
    const years = server.requests('POST /api/users/:id/password-years-validation')[0];
    expect(years).toBeDefined();
    expect(years?.headers.get('X-Authorization-Token')).toBeNull();
  });

  it('shows a wrong confirmation password on the field and saves nothing', async () => {
    server.on('POST /api/authorization-tokens', () =>
      apiError(422, 'errors.wrongPassword', {
        message: 'Wrong password',
        errors: { password: ['errors.wrongPassword'] },
      }),
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
