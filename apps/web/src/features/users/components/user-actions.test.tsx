import type { TUser } from '@statera/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
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
const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ updated: 1 }));

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
    authStore.set({ accessToken: 't', refreshToken: 'r', userId: 'viewer', expiresAt: Date.now() + 600_000 });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    modalStack.clear();
    vi.restoreAllMocks();
    authStore.clear();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
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
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Force password change' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/users/${ID}/force-password-reset`);
    expect(init?.method).toBe('PUT');
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Sam Carter must change their password at the next sign-in.'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
