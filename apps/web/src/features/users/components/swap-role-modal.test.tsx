import type { TUser } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Authorization } from '../../../lib/authorization-token.ts';
import { apiError, installFakeApi, type Route } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SwapRoleModal } from './swap-role-modal.tsx';

const USER = '11111111-1111-4111-8111-111111111111';
const COMPANY = '22222222-2222-4222-8222-222222222222';
const user = {
  id: USER,
  fullName: 'Anna Doe',
  role: 'specialist',
  companyId: COMPANY,
  engagementAsAnswererCount: 3,
  engagementAsApproverCount: 0,
} as Pick<TUser, 'id' | 'fullName' | 'role' | 'companyId' | 'engagementAsAnswererCount' | 'engagementAsApproverCount'>;

const server = installFakeApi();
const callsTo = (route: Route) => server.requests(route);
beforeEach(() => {
  server
    .on('GET /api/companies/:id/user-options', [])
    .on('GET /api/companies/:id/check-user-affiliation', { affiliated: true })
    .on('PUT /api/users/:id/roles', ({ params }) => ({ id: params.id }));
});

describe('SwapRoleModal', () => {
  const open = (
    authorize = vi.fn(async (): Promise<Authorization | null> => ({ token: 'tok-1' })),
    onClose = vi.fn(),
  ) => {
    renderWithProviders(<SwapRoleModal user={user} authorize={authorize} opened onClose={onClose} />);
    return { authorize, onClose };
  };
  const email = () => screen.getByRole('combobox', { name: /Person who takes over/ });
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Swap role' }));

  it('checks the affiliation, confirms the password, then hands the seats over', async () => {
    const { authorize, onClose } = open();
    fireEvent.change(email(), { target: { value: ' Ben@Example.com ' } });
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const check = callsTo('GET /api/companies/:id/check-user-affiliation')[0]!;
    expect(check.url).toBe(`/api/companies/${COMPANY}/check-user-affiliation?userEmail=ben%40example.com`);
    expect(authorize).toHaveBeenCalledTimes(1);
    const roles = callsTo('PUT /api/users/:id/roles')[0]!;
    expect(roles.params.id).toBe(USER);
    expect(roles.body).toEqual({ newRole: 'specialist', emailToSwap: 'ben@example.com' });
    // The password confirmation goes with this change only, not with the affiliation check.
    expect(roles.headers.get('X-Authorization-Token')).toBe('tok-1');
    expect(check.headers.get('X-Authorization-Token')).toBeNull();
  });

  it('shows the server message when the person belongs elsewhere, and changes nothing', async () => {
    server.on('GET /api/companies/:id/check-user-affiliation', () =>
      apiError(422, 'errors.userAssignedToAnotherCompany', { message: 'This user is assigned to another company.' }),
    );
    const { authorize, onClose } = open();
    fireEvent.change(email(), { target: { value: 'zed@elsewhere.test' } });
    await submit();
    expect(await screen.findByText('This user is assigned to another company.')).toBeTruthy();
    expect(authorize).not.toHaveBeenCalled();
    expect(callsTo('PUT /api/users/:id/roles')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('needs an email when the role stays, and a valid one', async () => {
    open();
    await submit();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    await submit();
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(callsTo('GET /api/companies/:id/check-user-affiliation')).toHaveLength(0);
  });

  it('sends nothing when the password confirmation is cancelled', async () => {
    const { onClose } = open(vi.fn(async () => null));
    fireEvent.change(email(), { target: { value: 'ben@example.com' } });
    await submit();
    await waitFor(() => expect(callsTo('GET /api/companies/:id/check-user-affiliation')).toHaveLength(1));
    expect(callsTo('PUT /api/users/:id/roles')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the person does not belong to the company', async () => {
    server.on('GET /api/companies/:id/check-user-affiliation', { affiliated: false });
    const { authorize } = open();
    fireEvent.change(email(), { target: { value: 'zed@example.com' } });
    await submit();
    expect(await screen.findByText('This person does not belong to the company.')).toBeTruthy();
    expect(authorize).not.toHaveBeenCalled();
  });

  it('changes the role alone, without an email or affiliation check', async () => {
    const { onClose } = open();
    await userEvent.click(screen.getByRole('combobox', { name: /New role/ }));
    // Mantine keeps the dropdown in a transition that happy-dom does not finish: its options count as hidden.
    await userEvent.click(await screen.findByRole('option', { name: 'Approver', hidden: true }));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo('PUT /api/users/:id/roles')[0]?.body).toEqual({ newRole: 'approver' });
    expect(callsTo('GET /api/companies/:id/check-user-affiliation')).toHaveLength(0);
  });

  it('puts a refusal about the person on the email field and stays open', async () => {
    server.on('PUT /api/users/:id/roles', () =>
      apiError(409, 'errors.swapRequired', { errors: { emailToSwap: ['errors.swapRequired'] } }),
    );
    const { onClose } = open();
    fireEvent.change(email(), { target: { value: 'ben@example.com' } });
    await submit();
    expect(
      await screen.findByText('This person holds seats the new role cannot hold. Name who takes them over.'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
