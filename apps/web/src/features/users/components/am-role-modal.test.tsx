import type { TUser } from '@statera/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AmRoleModal } from './am-role-modal.tsx';

const USER = '11111111-1111-4111-8111-111111111111';
const COMPANY = '22222222-2222-4222-8222-222222222222';
const LEAD = '33333333-3333-4333-8333-333333333333';
const person = (amRole: TUser['amRole']) =>
  ({ id: USER, fullName: 'Anna Doe', amRole, companyId: COMPANY }) as Pick<
    TUser,
    'id' | 'fullName' | 'amRole' | 'companyId'
  >;

const server = installFakeApi();
const amRoleCalls = () => server.requests('PUT /api/users/:id/am-role');
beforeEach(() => {
  server
    .on('GET /api/companies/:id/user-options', [
      { id: LEAD, name: 'Ben Lead', email: 'ben@example.com', position: null },
    ])
    .on('PUT /api/users/:id/am-role', ({ params }) => ({ id: params.id }));
});

describe('AmRoleModal', () => {
  const open = (amRole: TUser['amRole'], onClose = vi.fn()) => {
    renderWithProviders(<AmRoleModal user={person(amRole)} opened onClose={onClose} />);
    return { onClose };
  };
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  const button = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;

  it('keeps the button disabled while the role is unchanged', async () => {
    open('appeal_manager');
    expect(button().disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'None' }));
    expect(button().disabled).toBe(false);
  });

  it('needs the new lead when the lead steps down, then sends it', async () => {
    const { onClose } = open('lead_appeal_manager');
    await userEvent.click(screen.getByRole('radio', { name: 'None' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    await submit();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(amRoleCalls()).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: /New lead appeal manager/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Ben Lead/, hidden: true }));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(amRoleCalls()[0]?.body).toEqual({ amRole: 'none', newLeadId: LEAD, reassignActiveAppeals: false });
  });

  it("asks whether the old lead's active appeals move to a new lead", async () => {
    const { onClose } = open('none');
    await userEvent.click(screen.getByRole('radio', { name: 'Lead appeal manager' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: "Move the current lead appeal manager's active appeals to this person" }),
    );
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(amRoleCalls()[0]?.body).toEqual({ amRole: 'lead_appeal_manager', reassignActiveAppeals: true });
  });

  it('shows a refusal and stays open', async () => {
    server.on('PUT /api/users/:id/am-role', () =>
      apiError(409, 'errors.roleChangeNotAllowed', { message: 'This user cannot manage appeals.' }),
    );
    const { onClose } = open('none');
    await userEvent.click(screen.getByRole('radio', { name: 'Appeal manager' }));
    await submit();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
