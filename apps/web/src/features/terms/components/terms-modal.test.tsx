import { TERMS_VERSION, type TUser } from '@statera/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { apiError, buildUser, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TermsModal } from './terms-modal.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const user = buildUser({ id: ID, isTermsVersionValid: false });
const server = installFakeApi();

function renderModal(u: TUser = user, onLogout = vi.fn()) {
  renderWithProviders(
    <CurrentUserContext value={u}>
      <TermsModal onLogout={onLogout} />
    </CurrentUserContext>,
  );
  return onLogout;
}

describe('TermsModal', () => {
  beforeEach(() => {
    server.on('PUT /api/users/:id/accept-terms', { ...user, isTermsVersionValid: true });
  });

  it('is not shown once the terms in force are accepted', () => {
    renderModal({ ...user, isTermsVersionValid: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be dismissed: Escape leaves it open, and it has no cancel button', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terms of use' })).toBe(dialog);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('accepts the version in force and closes', async () => {
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'I accept the terms' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const accepted = server.requests('PUT /api/users/:id/accept-terms')[0];
    expect(accepted?.params.id).toBe(ID);
    expect(accepted?.body).toEqual({ termsVersion: TERMS_VERSION });
  });

  it('shows the server refusal and stays open; signing out is offered', async () => {
    server.on('PUT /api/users/:id/accept-terms', () =>
      apiError(422, 'errors.termsVersionOutdated', {
        message: 'old',
        errors: { termsVersion: ['errors.termsVersionOutdated'] },
      }),
    );
    const onLogout = renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'I accept the terms' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The terms of use have changed. Read the new terms and accept them.',
    );
    expect(screen.getByRole('dialog', { name: 'Terms of use' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalled();
  });
});
