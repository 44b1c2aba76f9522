import type { TUser } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import type { Authorization } from '../../../lib/authorization-token.ts';
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

let affiliation: () => Response = () => Response.json({ affiliated: true });
let rolesAnswer: () => Response = () => Response.json({ id: USER });
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const path = String(input);
  if (path.includes('/user-options')) return Response.json([]);
  if (path.includes('/check-user-affiliation')) return affiliation();
  return rolesAnswer();
});
const callsTo = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part));

describe('SwapRoleModal', () => {
  beforeEach(() => {
    authStore.set({ accessToken: 't', refreshToken: 'r', userId: 'u', expiresAt: Date.now() + 600_000 });
    affiliation = () => Response.json({ affiliated: true });
    rolesAnswer = () => Response.json({ id: USER });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    authStore.clear();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

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

    const [checkUrl] = callsTo('/check-user-affiliation')[0]!;
    expect(String(checkUrl)).toBe(`/api/companies/${COMPANY}/check-user-affiliation?userEmail=ben%40example.com`);
    expect(authorize).toHaveBeenCalledTimes(1);
    const [rolesUrl, init] = callsTo('/roles')[0]!;
    expect(String(rolesUrl)).toBe(`/api/users/${USER}/roles`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ newRole: 'specialist', emailToSwap: 'ben@example.com' });
    // The password confirmation goes with this change only, not with the affiliation check.
    expect(new Headers(init?.headers).get('X-Authorization-Token')).toBe('tok-1');
    const [, checkInit] = callsTo('/check-user-affiliation')[0]!;
    expect(new Headers(checkInit?.headers).get('X-Authorization-Token')).toBeNull();
  });

  it('shows the server message when the person belongs elsewhere, and changes nothing', async () => {
    affiliation = () =>
      Response.json(
        { error_key: 'errors.userAssignedToAnotherCompany', message: 'This user is assigned to another company.' },
        { status: 422 },
      );
    const { authorize, onClose } = open();
    fireEvent.change(email(), { target: { value: 'zed@elsewhere.test' } });
    await submit();
    expect(await screen.findByText('This user is assigned to another company.')).toBeTruthy();
    expect(authorize).not.toHaveBeenCalled();
    expect(callsTo('/roles')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('needs an email when the role stays, and a valid one', async () => {
    open();
    await submit();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    await submit();
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(callsTo('/check-user-affiliation')).toHaveLength(0);
  });

  it('sends nothing when the password confirmation is cancelled', async () => {
    const { onClose } = open(vi.fn(async () => null));
    fireEvent.change(email(), { target: { value: 'ben@example.com' } });
    await submit();
    await waitFor(() => expect(callsTo('/check-user-affiliation')).toHaveLength(1));
    expect(callsTo('/roles')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
