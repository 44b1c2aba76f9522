import type { TUser, TUserListItem } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { page, stubExportFetch } from '../../../test/export-fetch.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { UsersPage } from './users-page.tsx';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const person = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'ann@example.test',
  fullName: 'Ann Example',
  name: 'Ann Example',
  firstName: 'Ann',
  lastName: 'Example',
  avatar: null,
  status: 'active',
  position: null,
  phone: null,
  role: 'approver',
  amRole: 'none',
  companyId: COMPANY,
  company: { id: COMPANY, name: 'Acme plc' },
  dateCreated: '2029-12-01T10:00:00.000Z',
  lastLoginAt: null,
  abilities: {},
} as TUserListItem;

const providerAdmin = {
  id: 'u1',
  companyId: null,
  abilities: { viewUsers: true },
  permissions: ['users.manage'],
} as unknown as TUser;
const clientAdmin = {
  id: 'u2',
  companyId: COMPANY,
  abilities: { viewCompanyUsers: true },
  permissions: ['users.manage'],
} as unknown as TUser;

beforeEach(() => {
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (url: string) => (url.startsWith('/api/company-options') ? [] : page([person]));

async function exportAs(viewer: TUser, url: string) {
  const net = stubExportFetch(answer, 'server-name.xlsx');
  renderRoute(
    <CurrentUserContext value={viewer}>
      <UsersPage />
    </CurrentUserContext>,
    url,
  );
  expect(await screen.findAllByText('Ann Example')).not.toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
  await waitFor(() => expect(net.saved).toEqual(['server-name.xlsx']));
  return net.exportRequest();
}

describe('UsersPage export', () => {
  it('exports the provider list (client people) with its filters', async () => {
    expect(await exportAs(providerAdmin, '/users?status=invited&role=approver&globalFilter=ann&page=3')).toEqual({
      path: '/api/users',
      query: {
        sort: 'name|asc',
        globalFilter: 'ann',
        status: 'invited',
        role: 'approver',
        userType: 'client',
        format: 'xls',
      },
    });
  });

  it("exports a company admin's people from the company's list", async () => {
    expect(await exportAs(clientAdmin, '/users?sort=email%7Cdesc')).toEqual({
      path: `/api/companies/${COMPANY}/users`,
      query: { sort: 'email|desc', format: 'xls' },
    });
  });
});
