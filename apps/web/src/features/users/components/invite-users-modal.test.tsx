import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notifications/notify.ts';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { InviteUsersModal } from './invite-users-modal.tsx';

const COMPANY = '11111111-1111-4111-8111-111111111111';

const server = installFakeApi();
const inviteCalls = () => server.requests('POST /api/client-users');

const emails = () => screen.getByLabelText(/^Email addresses/);
const type = (value: string) => fireEvent.change(emails(), { target: { value } });

describe('InviteUsersModal', () => {
  beforeEach(() => {
    server
      .on('GET /api/company-options', [{ id: COMPANY, name: 'Northwind' }])
      .on('POST /api/client-users', () => Response.json({ users: [] }, { status: 201 }));
  });
  afterEach(() => vi.restoreAllMocks());

  const open = (onClose = vi.fn()) =>
    renderWithProviders(<InviteUsersModal kind="company" defaultCompanyId={COMPANY} opened onClose={onClose} />);

  it('keeps the button disabled while the list is empty', async () => {
    open();
    const send = await screen.findByRole('button', { name: 'Send invitation' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    type(' , ,, ');
    expect((screen.getByRole('button', { name: 'Send invitation' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists invalid entries and blocks sending until they are fixed', async () => {
    open();
    type('anna@example.com, not-an-email, ben@, ');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('not-an-email')).toBeTruthy();
    expect(within(alert).getByText('ben@')).toBeTruthy();
    expect(within(alert).queryByText('anna@example.com')).toBeNull();
    const send = screen.getByRole('button', { name: /Send/ }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await userEvent.click(send);
    expect(inviteCalls()).toHaveLength(0);
  });

  it('judges the entry being typed only once a comma follows or the field is left', async () => {
    open();
    type('anna@example.com, be');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(emails());
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('splits, trims and drops empties, then sends one comma-separated string', async () => {
    const success = vi.spyOn(notify, 'successKey');
    const onClose = vi.fn();
    open(onClose);
    type('  Anna@Example.com ,, ben@example.com,anna@example.com , ');
    expect(screen.getByText('2 addresses ready to invite.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(inviteCalls()[0]?.body).toEqual({
      emails: 'anna@example.com,ben@example.com',
      companyId: COMPANY,
      role: 'client_user',
    });
    expect(success).toHaveBeenCalledWith('inviteCompanyUser', { count: 2 });
  });

  it('shows the addresses the server refused and stays open', async () => {
    server.on('POST /api/client-users', () =>
      apiError(422, 'errors.invalidEmails', {
        message: 'Some addresses cannot be invited.',
        errors: { emails: ['errors.invalidEmails'], usedEmails: ['ben@example.com'] },
      }),
    );
    const onClose = vi.fn();
    open(onClose);
    type('anna@example.com, ben@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    const used = await screen.findByRole('list', { name: 'Already used by someone' });
    expect(within(used).getByText('ben@example.com')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the list is required once the field is left empty', async () => {
    open();
    fireEvent.blur(emails());
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });

  it('needs a company for company people', async () => {
    renderWithProviders(<InviteUsersModal kind="company" opened onClose={vi.fn()} />);
    type('anna@example.com');
    const send = await screen.findByRole('button', { name: 'Send invitation' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(send);
    expect(inviteCalls()).toHaveLength(0);
  });

  it('invites provider staff without a company or role', async () => {
    server.on('POST /api/gt-users', () => Response.json({ users: [] }, { status: 201 }));
    const success = vi.spyOn(notify, 'successKey');
    const onClose = vi.fn();
    renderWithProviders(<InviteUsersModal kind="gt" opened onClose={onClose} />);
    type('anna@example.com, ben@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests('POST /api/gt-users')[0]?.body).toEqual({ emails: 'anna@example.com,ben@example.com' });
    expect(success).toHaveBeenCalledWith('inviteGTUser', { count: 2 });
  });
});
