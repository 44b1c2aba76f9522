import type { TUser } from '@statera/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { apiError, buildUser, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PreferencesForm } from './preferences-form.tsx';

const server = installFakeApi();
const saves = () => server.requests('PUT /api/users/:id');

function renderForm(user: TUser) {
  renderWithProviders(
    <MemoryRouter>
      <CurrentUserContext value={user}>
        <PreferencesForm user={user} />
        <ModalHost />
      </CurrentUserContext>
    </MemoryRouter>,
  );
}
const saveButton = () => screen.getByRole('button', { name: 'Save verification' }) as HTMLButtonElement;
async function choosePeriod(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /Ask for a code/ }));
  // Mantine keeps the dropdown in a transition that happy-dom does not finish: its options count as hidden.
  await userEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}

describe('PreferencesForm (my account)', () => {
  beforeEach(() => {
    server.on('POST /api/authorization-tokens', { token: 'tok-7', expirationDate: '2999-01-01T00:00:00Z' });
    server.on('PUT /api/users/:id', ({ params, body }) => buildUser({ id: params.id, ...(body as Partial<TUser>) }));
  });
  afterEach(() => modalStack.clear());

  it('keeps the save button disabled until something changes', async () => {
    renderForm(buildUser({ mailVerificationPeriod: 'weekly' }));
    expect(saveButton().disabled).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'Also ask on a new device' }));
    expect(saveButton().disabled).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'Also ask on a new device' }));
    expect(saveButton().disabled).toBe(true);
  });

  it('confirms with the password, then saves the period and the new-device choice with the token', async () => {
    renderForm(buildUser());
    await choosePeriod('Once a week');
    await userEvent.click(screen.getByRole('switch', { name: 'Also ask on a new device' }));
    await userEvent.click(saveButton());
    await userEvent.type(await screen.findByLabelText('Password'), 'Secret-Password-1!{Enter}');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual({ mailVerificationPeriod: 'weekly', mailVerificationNewDevice: true });
    expect(saves()[0]?.headers.get('X-Authorization-Token')).toBe('tok-7');
  });

  it("sends null to follow the company's setting, without asking who may skip the confirmation", async () => {
    renderForm(buildUser({ mailVerificationPeriod: 'daily', abilities: { skipPasswordConfirmation: true } }));
    await choosePeriod('As my company sets it');
    await userEvent.click(saveButton());
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual({ mailVerificationPeriod: null, mailVerificationNewDevice: false });
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('saves the marketing choice at once and puts it back when the save fails', async () => {
    server.on('PUT /api/users/:id', () => apiError(500, 'errors.internal'));
    renderForm(buildUser({ marketingApproval: false }));
    const marketing = screen.getByRole('switch', { name: /Send me product news/ }) as HTMLInputElement;
    await userEvent.click(marketing);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual({ marketingApproval: true });
    expect(saves()[0]?.headers.get('X-Authorization-Token')).toBeNull();
    await waitFor(() => expect(marketing.checked).toBe(false));
  });
});
