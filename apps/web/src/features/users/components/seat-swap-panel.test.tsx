import type { TUser } from '@statera/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { buildEngagement } from '../../../test/fake-api/engagement-factories.ts';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SeatSwapPanel } from './seat-swap-panel.tsx';

const USER = '11111111-1111-4111-8111-111111111111';
const COMPANY = '22222222-2222-4222-8222-222222222222';
const user = {
  id: USER,
  fullName: 'Anna Doe',
  email: 'anna@northwind.test',
  companyId: COMPANY,
  engagementAsAnswererCount: 2,
  engagementAsApproverCount: 0,
} as Pick<TUser, 'id' | 'fullName' | 'email' | 'companyId' | 'engagementAsAnswererCount' | 'engagementAsApproverCount'>;
const first = {
  ...buildEngagement({ id: '33333333-3333-4333-8333-333333333331', engagedIndividualName: 'Lee Park' }),
  documentsCount: 0,
};
const second = {
  ...buildEngagement({ id: '33333333-3333-4333-8333-333333333332', engagedIndividualName: 'Kim Ray' }),
  documentsCount: 0,
};
const BEN = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Ben Stone',
  email: 'ben@northwind.test',
  position: null,
  avatar: null,
};

const server = installFakeApi();
beforeEach(() => {
  server
    .on('GET /api/users/:id/engagements', { data: [first, second], total: 2, totalCapped: false, page: 1, rows: 500 })
    .on('GET /api/companies/:id/user-options', [BEN])
    .on('PUT /api/users/:id/engagements', { swapped: 1 });
});
afterEach(() => {
  modalStack.clear();
  vi.restoreAllMocks();
});

const open = () =>
  renderWithProviders(
    <MemoryRouter>
      <SeatSwapPanel user={user} />
      <ModalHost />
    </MemoryRouter>,
  );

describe('SeatSwapPanel', () => {
  it('passes the seat on the chosen engagements to the chosen person after confirmation', async () => {
    const success = vi.spyOn(notify, 'success');
    open();
    expect(await screen.findByText('Kim Ray')).toBeTruthy();
    expect(server.requests('GET /api/users/:id/engagements')[0]!.query).toMatchObject({
      role: 'specialist',
      openOnly: 'true',
    });
    expect(server.requests('GET /api/companies/:id/user-options')[0]!.query).toMatchObject({ role: 'specialist' });
    // Every engagement is chosen at first; one is left out.
    expect(await screen.findByRole('button', { name: 'Pass 2 engagements' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: /Kim Ray/ }));
    await userEvent.click(screen.getByRole('combobox', { name: /Replacement/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ben Stone', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Pass 1 engagement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pass the seat' });
    expect(within(dialog).getByText(/Ben Stone becomes specialist on 1 engagement of Anna Doe/)).toBeTruthy();
    expect(server.requests('PUT /api/users/:id/engagements')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pass the seat' }));
    await waitFor(() => expect(server.requests('PUT /api/users/:id/engagements')).toHaveLength(1));
    const put = server.requests('PUT /api/users/:id/engagements')[0]!;
    expect(put.params.id).toBe(USER);
    expect(put.query).toMatchObject({ role: 'specialist' });
    expect(put.body).toEqual({ emailToSwap: BEN.email, engagementIds: [first.id] });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Ben Stone took over 1 engagement.'));
  });

  it('shows the server refusal on the replacement and keeps the question open', async () => {
    server.on('PUT /api/users/:id/engagements', () =>
      apiError(400, 'errors.validationFailed', { errors: { emailToSwap: ['errors.userIsNotApproverOrSpecialist'] } }),
    );
    const failure = vi.spyOn(notify, 'error');
    open();
    await screen.findByText('Kim Ray');
    await userEvent.click(screen.getByRole('combobox', { name: /Replacement/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ben Stone', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Pass 2 engagements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pass the seat' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pass the seat' }));
    await waitFor(() => expect(server.requests('PUT /api/users/:id/engagements')).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'Pass the seat' })).toBeTruthy();
    expect(failure).not.toHaveBeenCalled();
  });

  it('switches to the approver seat, with its empty state', async () => {
    server.on('GET /api/users/:id/engagements', ({ query }) =>
      query.role === 'approver'
        ? { data: [], total: 0, totalCapped: false, page: 1, rows: 500 }
        : { data: [first], total: 1, totalCapped: false, page: 1, rows: 500 },
    );
    open();
    await screen.findByText('Lee Park');
    await userEvent.click(screen.getByText('Approver (0)'));
    expect(await screen.findByText('No open engagements with this person as approver.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Replacement/ })).toBeNull();
  });

  it('shows a failed list with a retry', async () => {
    server.on('GET /api/users/:id/engagements', () => apiError(500, 'errors.unknown'));
    open();
    expect(await screen.findByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });
});
