import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LeadSetupModal } from './lead-setup-modal.tsx';

const COMPANY = '22222222-2222-4222-8222-222222222222';
const BEN = '33333333-3333-4333-8333-333333333333';
const CAROL = '44444444-4444-4444-8444-444444444444';
const settings = {
  currentLAM: null,
  appealManagers: [],
  featureDateEnd: '2027-01-31',
  autoRenewal: false,
  currentLAMActiveAppealCount: 0,
  shouldSetAppealManagers: false,
  abilities: { manage: true },
};

const server = installFakeApi();
beforeEach(() => {
  server
    .on('GET /api/companies/:id/user-options', [
      { id: BEN, name: 'Ben Lead', email: 'ben@example.com', position: null, avatar: null },
      { id: CAROL, name: 'Carol Manager', email: 'carol@example.com', position: null, avatar: null },
    ])
    .on('PUT /api/companies/:id/lead-appeal-manager', settings)
    .on('POST /api/companies/:id/appeal-managers', settings);
});

/** Opens the field and picks the option from its own list (each field has one). */
async function pick(field: RegExp, option: RegExp) {
  const input = screen.getByRole('combobox', { name: field });
  await userEvent.click(input);
  const listId = input.getAttribute('aria-controls');
  await waitFor(() => expect(listId && document.getElementById(listId)).toBeTruthy());
  const list = document.getElementById(listId!)!;
  const choice = await within(list).findByRole('option', { name: option, hidden: true });
  await userEvent.click(choice);
}

describe('LeadSetupModal', () => {
  const open = () => {
    const onClose = vi.fn();
    renderWithProviders(<LeadSetupModal user={{ companyId: COMPANY }} opened onClose={onClose} />);
    return onClose;
  };

  it('needs a lead, then names it (expecting none yet) and adds the appeal managers', async () => {
    const onClose = open();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(server.requests('PUT /api/companies/:id/lead-appeal-manager')).toHaveLength(0);

    await pick(/Lead appeal manager/, /Ben Lead/);
    await pick(/Appeal managers/, /Carol Manager/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = server.requests('PUT /api/companies/:id/lead-appeal-manager')[0]!;
    expect([put.path, put.body]).toEqual([
      `/api/companies/${COMPANY}/lead-appeal-manager`,
      { newManagerEmail: 'ben@example.com', expectedLeadId: null },
    ]);
    expect(server.requests('POST /api/companies/:id/appeal-managers')[0]?.body).toEqual({ userIds: [CAROL] });
  });

  it('says so when someone else set the lead first (409) and stays open', async () => {
    server.on('PUT /api/companies/:id/lead-appeal-manager', () =>
      apiError(409, 'errors.leadAppealManagerChanged', { message: 'The lead appeal manager has just changed.' }),
    );
    const onClose = open();
    await pick(/Lead appeal manager/, /Ben Lead/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
