import type { TUser } from '@statera/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { agency, COMPANY_ID } from '../test-fixtures.ts';
import { AgenciesPage } from './agencies-page.tsx';

const server = installFakeApi();
const admin = { id: 'u1', companyId: COMPANY_ID, abilities: { createIntermediary: true } } as unknown as TUser;
const { abilities: _a, ...row } = agency();
const page = (data: (typeof row)[]) => ({ data, total: data.length, page: 1, rows: 20 });

function show(url = '/agencies') {
  return renderRoute(
    <CurrentUserContext value={admin}>
      <AgenciesPage />
      <ModalHost />
    </CurrentUserContext>,
    url,
  );
}

afterEach(() => act(() => modalStack.clear()));

describe('AgenciesPage', { timeout: 20_000 }, () => {
  it('lists the agencies with their engagement counts; search goes to the server', async () => {
    server.on('GET /api/my-agencies', page([row]));
    show('/agencies?globalFilter=hays&sort=activeEngagementCount%7Cdesc');
    expect((await screen.findAllByText('Hays Staffing')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Pat Desk · desk@hays.test').length).toBeGreaterThan(0);
    expect(server.requests('GET /api/my-agencies')[0]?.query).toMatchObject({
      globalFilter: 'hays',
      sort: 'activeEngagementCount|desc',
    });
  });

  it('shows the empty state', async () => {
    server.on('GET /api/my-agencies', page([]));
    show();
    expect(await screen.findByText('No agencies yet.')).toBeTruthy();
  });

  it('asks for an agency person before sending, then shows a taken number on its field', async () => {
    const user = userEvent.setup();
    server.on('GET /api/my-agencies', page([]));
    server.on('POST /api/companies/:id/agencies', () =>
      apiError(409, 'errors.numberMustBeUnique', { errors: { number: ['errors.numberMustBeUnique'] } }),
    );
    show();
    await user.click(await screen.findByRole('button', { name: 'Add agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'New agency' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Brook Street');
    await user.type(within(dialog).getByRole('textbox', { name: /Agency number/ }), 'B-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    expect(
      await within(dialog).findByText('Choose or invite an agency person: give a contact name or an email.'),
    ).toBeTruthy();
    expect(server.requests('POST /api/companies/:id/agencies')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Contact person/ }), 'Sam Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    expect(await within(dialog).findByText('The number must be unique')).toBeTruthy();
    const [sent] = server.requests('POST /api/companies/:id/agencies');
    expect(sent?.url).toBe(`/api/companies/${COMPANY_ID}/agencies`);
    expect(sent?.body).toEqual({ name: 'Brook Street', number: 'B-1', email: null, contactName: 'Sam Lee' });
    await waitFor(() => expect(modalStack.entries()).toHaveLength(1));
  });
});
