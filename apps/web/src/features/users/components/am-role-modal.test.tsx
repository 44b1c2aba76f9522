import type { TAppealManagementSettings, TUser } from '@statera/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AmRoleModal } from './am-role-modal.tsx';

const USER = '11111111-1111-4111-8111-111111111111';
const COMPANY = '22222222-2222-4222-8222-222222222222';
const LEAD = '33333333-3333-4333-8333-333333333333';
const OLD_LEAD = '44444444-4444-4444-8444-444444444444';
const person = (amRole: TUser['amRole']) =>
  ({ id: USER, fullName: 'Anna Doe', email: 'anna@example.com', amRole, companyId: COMPANY }) as Pick<
    TUser,
    'id' | 'fullName' | 'email' | 'amRole' | 'companyId'
  >;
const settings = (over: Partial<TAppealManagementSettings> = {}): TAppealManagementSettings => ({
  currentLAM: null,
  appealManagers: [],
  featureDateEnd: '2027-01-31',
  autoRenewal: false,
  currentLAMActiveAppealCount: 0,
  shouldSetAppealManagers: false,
  abilities: { manage: true },
  ...over,
});

const server = installFakeApi();
const leadCalls = () => server.requests('PUT /api/companies/:id/lead-appeal-manager');
beforeEach(() => {
  server
    .on('GET /api/companies/:id/appeal-management/settings', settings())
    .on('GET /api/companies/:id/user-options', [
      { id: LEAD, name: 'Ben Lead', email: 'ben@example.com', position: null, avatar: null },
    ])
    .on('PUT /api/companies/:id/lead-appeal-manager', settings())
    .on('POST /api/companies/:id/appeal-managers', settings())
    .on('DELETE /api/companies/:id/appeal-managers/:userId', settings());
});

describe('AmRoleModal (appeal-management modal)', () => {
  const open = (amRole: TUser['amRole'], onClose = vi.fn()) => {
    renderWithProviders(<AmRoleModal user={person(amRole)} opened onClose={onClose} />);
    return { onClose };
  };
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  const button = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;

  it('adds and removes the appeal-manager role through the spec calls', async () => {
    const { onClose } = open('none');
    await waitFor(() => expect(server.requests('GET /api/companies/:id/appeal-management/settings')).toHaveLength(1));
    expect(button().disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Appeal manager' }));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests('POST /api/companies/:id/appeal-managers')[0]?.body).toEqual({ userIds: [USER] });
  });

  it('needs the new lead when the lead steps down to none, then hands the appeals over', async () => {
    server.on(
      'GET /api/companies/:id/appeal-management/settings',
      settings({
        currentLAM: { id: USER, name: 'Anna Doe', email: 'anna@example.com', position: null, avatar: null },
        currentLAMActiveAppealCount: 2,
      }),
    );
    const { onClose } = open('lead_appeal_manager');
    await userEvent.click(screen.getByRole('radio', { name: 'None' }));
    await waitFor(() => expect(button().disabled).toBe(false));
    await submit();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(leadCalls()).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: /New lead appeal manager/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Ben Lead/, hidden: true }));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(leadCalls()[0]?.body).toEqual({
      newManagerEmail: 'ben@example.com',
      disableOldLam: true,
      swapActiveAppeals: false,
      expectedLeadId: USER,
    });
  });

  it("asks in the confirm modal whether the old lead's active appeals move to the new lead", async () => {
    server.on(
      'GET /api/companies/:id/appeal-management/settings',
      settings({
        currentLAM: { id: OLD_LEAD, name: 'Olga Old', email: 'olga@example.com', position: null, avatar: null },
        currentLAMActiveAppealCount: 3,
      }),
    );
    const { onClose } = open('none');
    await userEvent.click(screen.getByRole('radio', { name: 'Lead appeal manager' }));
    await waitFor(() => expect(button().disabled).toBe(false));
    await submit();
    expect(await screen.findByText(/Olga Old has 3 active appeals/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Move the appeals' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(leadCalls()[0]?.body).toEqual({
      newManagerEmail: 'anna@example.com',
      swapActiveAppeals: true,
      expectedLeadId: OLD_LEAD,
    });
  });

  it('lets the old lead keep them', async () => {
    server.on(
      'GET /api/companies/:id/appeal-management/settings',
      settings({
        currentLAM: { id: OLD_LEAD, name: 'Olga Old', email: 'olga@example.com', position: null, avatar: null },
        currentLAMActiveAppealCount: 1,
      }),
    );
    const { onClose } = open('appeal_manager');
    await userEvent.click(screen.getByRole('radio', { name: 'Lead appeal manager' }));
    await waitFor(() => expect(button().disabled).toBe(false));
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(leadCalls()[0]?.body).toMatchObject({ swapActiveAppeals: false });
  });

  it('shows a refusal and stays open', async () => {
    server.on('POST /api/companies/:id/appeal-managers', () =>
      apiError(403, 'errors.featureNotActive', { message: 'No appeal subscription.' }),
    );
    const { onClose } = open('none');
    await userEvent.click(screen.getByRole('radio', { name: 'Appeal manager' }));
    await waitFor(() => expect(button().disabled).toBe(false));
    await submit();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
