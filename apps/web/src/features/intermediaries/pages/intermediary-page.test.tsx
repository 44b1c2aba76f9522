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
import { ENTITY_ID, entityDetail, PERSON_ID, relatedEngagement } from '../test-fixtures.ts';
import { IntermediaryPage } from './intermediary-page.tsx';

const server = installFakeApi();
const viewer = { id: 'u1', companyId: 'c1', abilities: {} } as unknown as TUser;
const emptyPage = { data: [], total: 0, page: 1, rows: 20 };

/** The page under its route (it reads the id from the path), with the modal host. */
function show(tab = 'engagements') {
  const router = createMemoryRouter(
    [
      {
        path: '/intermediaries/:id',
        element: (
          <CurrentUserContext value={viewer}>
            <IntermediaryPage />
            <ModalHost />
          </CurrentUserContext>
        ),
      },
      { path: '*', element: null },
    ],
    { initialEntries: [`/intermediaries/${ENTITY_ID}?tab=${tab}`] },
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

describe('IntermediaryPage', { timeout: 20_000 }, () => {
  it('shows the entity, its individuals and its engagements', async () => {
    server.on('GET /api/engaged-entities/:id', entityDetail());
    server.on('GET /api/engaged-entities/:id/engagements', { ...emptyPage, data: [relatedEngagement()], total: 1 });
    show();
    expect(await screen.findByRole('heading', { name: 'Kestrel Consulting Ltd' })).toBeTruthy();
    expect(screen.getByText('09876543')).toBeTruthy();
    expect((await screen.findAllByText('Payments platform')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Archive' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('hides every change without abilities (a reader)', async () => {
    server.on(
      'GET /api/engaged-entities/:id',
      entityDetail({
        abilities: {
          edit: false,
          archive: false,
          restore: false,
          delete: false,
          addIndividual: false,
          editIndividual: false,
        },
      }),
    );
    server.on('GET /api/engaged-entities/:id/engagements', emptyPage);
    show();
    await screen.findByRole('heading', { name: 'Kestrel Consulting Ltd' });
    for (const name of ['Edit', 'Archive', 'Delete', 'Add individual', 'Update email'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(await screen.findByText('No engagements you can see.')).toBeTruthy();
  });

  it('says appeals appear here while the appeals call answers 404', async () => {
    server.on('GET /api/engaged-entities/:id', entityDetail());
    show('appeals');
    expect(await screen.findByText('Appeals about this engaged entity appear here when there are any.')).toBeTruthy();
  });

  it('lists the appeals once the call answers', async () => {
    server.on('GET /api/engaged-entities/:id', entityDetail());
    server.on('GET /api/engaged-entities/:id/appeals', [
      { id: 'a1', status: 'started', dateStarted: '2030-03-01', engagement: { engagedIndividualName: 'Owen Price' } },
    ]);
    show('appeals');
    expect(await screen.findByRole('link', { name: 'Owen Price' })).toBeTruthy();
  });

  it('archives after confirmation; a refusal keeps the question open to retry', async () => {
    const user = userEvent.setup();
    server.on('GET /api/engaged-entities/:id', entityDetail());
    server.on('GET /api/engaged-entities/:id/engagements', emptyPage);
    let calls = 0;
    server.on('PUT /api/engaged-entities/:id/archive', () => {
      calls += 1;
      return calls === 1 ? apiError(409, 'errors.invalidStateTransition') : entityDetail({ status: 'archived' });
    });
    show();
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Kestrel Consulting Ltd?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(calls).toBe(1));
    expect(modalStack.entries()).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(modalStack.entries()).toHaveLength(0));
    expect(calls).toBe(2);
  });

  it('updates an individual email with the resend asked', async () => {
    const user = userEvent.setup();
    server.on('GET /api/engaged-entities/:id', entityDetail());
    server.on('GET /api/engaged-entities/:id/engagements', emptyPage);
    server.on('PUT /api/engaged-individuals/:id/update-email', { email: 'owen@new.test', resentEmailId: PERSON_ID });
    show();
    await user.click(await screen.findByRole('button', { name: 'Update the email of Owen Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update the email of Owen Price' });
    await user.type(within(dialog).getByRole('textbox', { name: /New email/ }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Update email' }));
    expect(server.requests('PUT /api/engaged-individuals/:id/update-email')).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: /New email/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /New email/ }), 'owen@new.test');
    await user.click(within(dialog).getByRole('button', { name: 'Update email' }));
    await waitFor(() => expect(modalStack.entries()).toHaveLength(0));
    const [sent] = server.requests('PUT /api/engaged-individuals/:id/update-email');
    expect(sent?.url).toBe(`/api/engaged-individuals/${PERSON_ID}/update-email`);
    expect(sent?.body).toEqual({ email: 'owen@new.test', resend: true });
  });
});
