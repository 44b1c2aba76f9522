import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';

const TOKEN = 'p'.repeat(43);
const OLD = 'Old-Password-2020!';
const NEW = 'Brand-New-Pass-42!';

let fresh = true;
const server = installFakeApi({ signedIn: false });

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const rule = (text: RegExp) => screen.getByText(text).closest('li')!;

/** Sets a field's value in one change event (typing each key re-renders the whole form). */
function set(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
}

function fill(oldPassword: string, password: string, repeat = password) {
  set(/^Current password/, oldPassword);
  set(/^New password/, password);
  set(/^Repeat the new password/, repeat);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change password and log in' }));

describe('PasswordChangeForm', () => {
  beforeEach(() => {
    fresh = true;
    server.on('POST /api/password-tokens/:token/password-years-validation', () => ({ valid: fresh }));
    server.on('PUT /api/password-reset-tokens/:token/password', null);
  });

  it('ticks the password rules live as the user types', async () => {
    renderWithProviders(<PasswordChangeForm token={TOKEN} onChanged={vi.fn()} onInvalidToken={vi.fn()} />);
    expect(rule(/at least 12 characters/).getAttribute('data-met')).toBe('false');
    set(/^New password/, 'abcdefghijkl');
    expect(rule(/at least 12 characters/).getAttribute('data-met')).toBe('true');
    expect(rule(/a capital letter/).getAttribute('data-met')).toBe('false');
    set(/^New password/, 'abcdefghijklA1!');
    for (const text of [/a capital letter/, /a digit/, /a special character/]) {
      expect(rule(text).getAttribute('data-met')).toBe('true');
    }
  });

  it('refuses a weak password, a different repetition, and the old password, without calling the server', async () => {
    renderWithProviders(<PasswordChangeForm token={TOKEN} onChanged={vi.fn()} onInvalidToken={vi.fn()} />);
    fill(OLD, 'short', 'shorter');
    await submit();
    expect(await screen.findByText('The password does not meet the rules')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    set(/^New password/, OLD);
    set(/^Repeat the new password/, OLD);
    await submit();
    expect(await screen.findByText('The new password must be different from the old one')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('says so when the password was used within the last 4 years, and does not save it', async () => {
    fresh = false;
    const onChanged = vi.fn();
    renderWithProviders(<PasswordChangeForm token={TOKEN} onChanged={onChanged} onInvalidToken={vi.fn()} />);
    fill(OLD, NEW);
    await submit();
    expect(await screen.findByText(/used within the last 4 years\. Choose another one/)).toBeTruthy();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    const [check] = server.requests();
    expect(check?.url).toBe(`/api/password-tokens/${TOKEN}/password-years-validation`);
    expect(check?.body).toEqual({ password: NEW, tokenType: 'change' });
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('saves a fresh password with the old one and reports the new password', async () => {
    const onChanged = vi.fn();
    renderWithProviders(<PasswordChangeForm token={TOKEN} onChanged={onChanged} onInvalidToken={vi.fn()} />);
    fill(OLD, NEW);
    await submit();
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(NEW));
    const save = server.requests()[1];
    expect(save?.url).toBe(`/api/password-reset-tokens/${TOKEN}/password`);
    expect(save?.method).toBe('PUT');
    expect(save?.body).toEqual({ oldPassword: OLD, password: NEW });
  });

  it('puts a wrong old password on its field', async () => {
    server.on('PUT /api/password-reset-tokens/:token/password', () =>
      apiError(400, 'errors.validationFailed', {
        message: 'Wrong password.',
        errors: { oldPassword: ['errors.wrongPassword'] },
      }),
    );
    renderWithProviders(<PasswordChangeForm token={TOKEN} onChanged={vi.fn()} onInvalidToken={vi.fn()} />);
    fill(OLD, NEW);
    await submit();
    expect(await screen.findByText('Wrong password')).toBeTruthy();
  });

  it('reports a used or expired token', async () => {
    const onInvalidToken = vi.fn();
    server.on('PUT /api/password-reset-tokens/:token/password', () =>
      apiError(404, 'errors.tokenInvalid', { message: 'expired' }),
    );
    renderWithProviders(<PasswordChangeForm token={TOKEN} onChanged={vi.fn()} onInvalidToken={onInvalidToken} />);
    fill(OLD, NEW);
    await submit();
    await waitFor(() => expect(onInvalidToken).toHaveBeenCalled());
  });
});
