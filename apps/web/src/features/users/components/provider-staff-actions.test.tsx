import type { TUser } from '@statera/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProviderStaffActions } from './provider-staff-actions.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const staff = (abilities: Record<string, boolean>, clients = 2) =>
  ({
    id: ID,
    fullName: 'Priya Shah',
    email: 'priya@statera.test',
    managedClientCount: { active: clients, archived: 0, awaiting: 0 },
    abilities,
  }) as unknown as TUser;
const server = installFakeApi();

function renderActions(user: TUser) {
  renderWithProviders(
    <MemoryRouter>
      <ProviderStaffActions user={user} />
      <ModalHost />
    </MemoryRouter>,
  );
}

describe('ProviderStaffActions', () => {
  beforeEach(() => {
    server.on('GET /api/gt-user-options', [
      { id: 'x', name: 'Tom Reid', email: 'tom@statera.test', position: null, avatar: null },
    ]);
    server.on('PUT /api/users/:id/managed-companies', { moved: 2 });
  });
  afterEach(() => {
    modalStack.clear();
  });

  it('offers only what the server allows', () => {
    renderActions(staff({ promoteProviderAdmin: true, revokeProviderAdmin: false, transferManagedCompanies: true }, 0));
    expect(screen.getByRole('button', { name: 'Make provider admin' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove provider admin rights' })).toBeNull();
    // nobody to hand over: no clients managed
    expect(screen.queryByRole('button', { name: 'Hand over clients' })).toBeNull();
  });

  it('promotes after confirmation', async () => {
    server.on('PUT /api/users/:id/promote-gt', { id: ID, role: 'provider_admin' });
    renderActions(staff({ promoteProviderAdmin: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Make provider admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Priya Shah a provider admin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make provider admin' }));
    await waitFor(() => expect(server.fetch).toHaveBeenCalled());
    const last = server.requests().at(-1)!;
    expect(last.url).toBe(`/api/users/${ID}/promote-gt`);
    expect(last.method).toBe('PUT');
  });

  it('hands the clients to the chosen provider user', async () => {
    renderActions(staff({ transferManagedCompanies: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Hand over clients' }));
    expect(await screen.findByText('Priya Shah manages 2 clients. Choose who manages them from now on.')).toBeTruthy();
    await userEvent.click(screen.getByLabelText(/New manager/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tom Reid (tom@statera.test)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(server.requests('PUT /api/users/:id/managed-companies')).toHaveLength(1));
    const [handOver] = server.requests('PUT /api/users/:id/managed-companies');
    expect(handOver?.url).toBe(`/api/users/${ID}/managed-companies`);
    expect(handOver?.body).toEqual({ newManagerEmail: 'tom@statera.test' });
  });
});
