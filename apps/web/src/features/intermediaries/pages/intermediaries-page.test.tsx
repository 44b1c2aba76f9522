import type { TUser } from '@statera/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { mockViewportWidth, renderRoute } from '../../../test/render-route.tsx';
import { COMPANY_ID, entityRow } from '../test-fixtures.ts';
import { IntermediariesPage } from './intermediaries-page.tsx';

const server = installFakeApi();
const admin = { id: 'u1', companyId: COMPANY_ID, abilities: { createIntermediary: true } } as unknown as TUser;
const reader = { id: 'u2', companyId: COMPANY_ID, abilities: {} } as unknown as TUser;

function show(user: TUser, url = '/intermediaries') {
  return renderRoute(
    <CurrentUserContext value={user}>
      <IntermediariesPage />
      <ModalHost />
    </CurrentUserContext>,
    url,
  );
}

afterEach(() => act(() => modalStack.clear()));

describe('IntermediariesPage', { timeout: 20_000 }, () => {
  it('lists the entities with their counts and asks for the filters in the URL', async () => {
    server.on('GET /api/users/:id/engaged-entities', { data: [entityRow()], total: 1, page: 1, rows: 20 });
    show(admin, '/intermediaries?type=company&status=active&globalFilter=kes');
    expect((await screen.findAllByText('Kestrel Consulting Ltd')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('3 (2 active)').length).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: /Client/ })).toBeTruthy();
    const [request] = server.requests('GET /api/users/:id/engaged-entities');
    expect(request?.url).toContain('/api/users/u1/engaged-entities');
    expect(request?.query).toMatchObject({ 'type[]': ['company'], 'status[]': ['active'], globalFilter: 'kes' });
  });

  it('shows each entity as a card at 375 px, without the desktop-only columns', async () => {
    mockViewportWidth(375);
    server.on('GET /api/users/:id/engaged-entities', { data: [entityRow()], total: 1, page: 1, rows: 20 });
    show(admin);
    expect((await screen.findAllByText('Kestrel Consulting Ltd')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('columnheader', { name: /Client/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add engaged entity' })).toBeTruthy();
    mockViewportWidth(1280);
  });

  it('shows the empty state, and no create button without the ability', async () => {
    server.on('GET /api/users/:id/engaged-entities', { data: [], total: 0, page: 1, rows: 20 });
    show(reader);
    expect(await screen.findByText('No engaged entities yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add engaged entity' })).toBeNull();
  });

  it('shows a load failure with a retry', async () => {
    server.on('GET /api/users/:id/engaged-entities', () => apiError(500, 'errors.internal'));
    show(admin);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('creates an entity; the archived-name clash lands on the name field', async () => {
    const user = userEvent.setup();
    server.on('GET /api/users/:id/engaged-entities', { data: [], total: 0, page: 1, rows: 20 });
    server.on('POST /api/companies/:id/engaged-entities', () =>
      apiError(409, 'errors.archivedNameClash', { errors: { name: ['errors.archivedNameClash'] } }),
    );
    show(admin);
    await user.click(await screen.findByRole('button', { name: 'Add engaged entity' }));
    const dialog = await screen.findByRole('dialog', { name: 'New engaged entity' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dormant Ltd');
    await user.type(within(dialog).getByRole('textbox', { name: /individual's name/ }), 'Ann Worker');
    await user.click(within(dialog).getByRole('button', { name: 'Add engaged entity' }));
    expect(
      await within(dialog).findByText(
        'An archived engaged entity has this name. Restore it instead of adding a new one.',
      ),
    ).toBeTruthy();
    const [sent] = server.requests('POST /api/companies/:id/engaged-entities');
    expect(sent?.url).toBe(`/api/companies/${COMPANY_ID}/engaged-entities`);
    expect(sent?.body).toMatchObject({ name: 'Dormant Ltd', type: 'company', engagedIndividualName: 'Ann Worker' });
    await waitFor(() => expect(modalStack.entries()).toHaveLength(1));
  });
});
