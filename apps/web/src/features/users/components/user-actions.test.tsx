import type { TUser } from '@statera/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UserActions } from './user-actions.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const viewer = { id: 'viewer', isGTAdmin: false, abilities: {} } as unknown as TUser;
const person = (abilities: Record<string, boolean>) =>
  ({
    id: ID,
    fullName: 'Sam Carter',
    email: 'sam@northwind.test',
    status: 'active',
    managedClientCount: { active: 0, archived: 0, awaiting: 0 },
    abilities,
  }) as unknown as TUser;
const server = installFakeApi();

function renderActions(user: TUser) {
  renderWithProviders(
    <MemoryRouter>
      <CurrentUserContext value={viewer}>
        <UserActions user={user} />
        <ModalHost />
      </CurrentUserContext>
    </MemoryRouter>,
  );
}

describe('UserActions: force password change', () => {
  beforeEach(() => {
    server.on('PUT /api/users/:id/force-password-reset', { updated: 1 });
  });
  afterEach(() => {
    modalStack.clear();
    vi.restoreAllMocks();
  });

  it('is offered only with the server ability', () => {
    renderActions(person({ archive: true }));
    expect(screen.queryByRole('button', { name: 'Force password change' })).toBeNull();
  });

  it('asks for confirmation, then forces the change and says so', async () => {
    const success = vi.spyOn(notify, 'success');
    renderActions(person({ forcePasswordReset: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Force password change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Force Sam Carter to change their password?' });
    expect(server.requests()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Force password change' }));
    await waitFor(() => expect(server.requests()).toHaveLength(1));
    expect(server.requests('PUT /api/users/:id/force-password-reset')[0]?.params.id).toBe(ID);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Sam Carter must change their password at the next sign-in.'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
