import { MantineProvider } from '@mantine/core';
import type { TUser } from '@statera/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { AGENCY_ID, agency } from '../test-fixtures.ts';
import { AgencyPage } from './agency-page.tsx';

const server = installFakeApi();
const viewer = { id: 'u1', companyId: 'c1', abilities: {} } as unknown as TUser;
const emptyPage = { data: [], total: 0, page: 1, rows: 20 };

/** The page under its route (it reads the id from the path), with the modal host. */
function show() {
  const router = createMemoryRouter(
    [
      {
        path: '/agencies/:id',
        element: (
          <CurrentUserContext value={viewer}>
            <AgencyPage />
            <ModalHost />
          </CurrentUserContext>
        ),
      },
      { path: '/agencies', element: <p>Agency list</p> },
    ],
    { initialEntries: [`/agencies/${AGENCY_ID}`] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => act(() => modalStack.clear()));

describe('AgencyPage', { timeout: 20_000 }, () => {
  it('shows the agency, its counts and its engagements call with the filters', async () => {
    server.on('GET /api/agencies/:id', agency());
    server.on('GET /api/agencies/:id/engagements', emptyPage);
    show();
    expect(await screen.findByRole('heading', { name: 'Hays Staffing' })).toBeTruthy();
    expect(screen.getByText('Pat Desk')).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
    expect(await screen.findByText('No engagements you can see.')).toBeTruthy();
    expect(server.requests('GET /api/agencies/:id/engagements')[0]?.query).toMatchObject({ sort: 'dateCreated|desc' });
  });

  it('shows no actions to a reader', async () => {
    server.on('GET /api/agencies/:id', agency({ abilities: { edit: false, delete: false } }));
    server.on('GET /api/agencies/:id/engagements', emptyPage);
    show();
    await screen.findByRole('heading', { name: 'Hays Staffing' });
    for (const name of ['Edit', 'Update email', 'Delete']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('deletes after confirmation and goes back to the list; an agency in use stays', async () => {
    const user = userEvent.setup();
    server.on('GET /api/agencies/:id', agency());
    server.on('GET /api/agencies/:id/engagements', emptyPage);
    let calls = 0;
    server.on('DELETE /api/agencies/:id', () => {
      calls += 1;
      return calls === 1 ? apiError(409, 'errors.hasEngagements') : null;
    });
    const router = show();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Hays Staffing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toBe(1));
    expect(router.state.location.pathname).toBe(`/agencies/${AGENCY_ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agencies'));
  });

  it('updates the email, resending the last email', async () => {
    const user = userEvent.setup();
    server.on('GET /api/agencies/:id', agency());
    server.on('GET /api/agencies/:id/engagements', emptyPage);
    server.on('PUT /api/agencies/:id/update-email', { email: 'new@hays.test', resentEmailId: null });
    show();
    await user.click(await screen.findByRole('button', { name: 'Update email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update the email of Hays Staffing' });
    await user.type(within(dialog).getByRole('textbox', { name: /New email/ }), 'new@hays.test');
    await user.click(within(dialog).getByRole('button', { name: 'Update email' }));
    await waitFor(() => expect(modalStack.entries()).toHaveLength(0));
    expect(server.requests('PUT /api/agencies/:id/update-email')[0]?.body).toEqual({
      email: 'new@hays.test',
      resend: true,
    });
  });
});

describe('AgencyPage engagement filters', { timeout: 20_000 }, () => {
  it('sends the due period with the engagements call', async () => {
    const user = userEvent.setup();
    server.on('GET /api/agencies/:id', agency());
    server.on('GET /api/agencies/:id/engagements', emptyPage);
    show();
    await screen.findByText('No engagements you can see.');
    await user.click(screen.getByRole('button', { name: 'Filter by Assessment due' }));
    await user.click(await screen.findByRole('combobox', { name: 'Assessment due' }));
    await user.click(screen.getByRole('option', { name: 'This month', hidden: true }));
    await waitFor(() =>
      expect(server.requests('GET /api/agencies/:id/engagements').at(-1)?.query).toMatchObject({
        periodDue: 'thisMonth',
      }),
    );
    expect(await screen.findByText('No engagements match these filters.')).toBeTruthy();
  });
});
