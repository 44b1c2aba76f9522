import type { TUser } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import {
  buildUser,
  buildUserListItem,
  captureDownloads,
  type FakeRequest,
  installFakeApi,
  pageOf,
  xlsxFile,
} from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { UsersPage } from './users-page.tsx';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const person = buildUserListItem({
  email: 'ann@example.test',
  firstName: 'Ann',
  lastName: 'Example',
  role: 'approver',
  companyId: COMPANY,
  company: { id: COMPANY, name: 'Acme plc' },
  dateCreated: '2029-12-01T10:00:00.000Z',
});

const providerAdmin = buildUser({
  role: 'provider_admin',
  abilities: { viewUsers: true, manageCompanyUsers: true },
});
const clientAdmin = buildUser({
  role: 'client_admin',
  companyId: COMPANY,
  abilities: { viewCompanyUsers: true, manageCompanyUsers: true },
});

const server = installFakeApi();
const list = ({ query }: FakeRequest) => (query.format === 'xls' ? xlsxFile('server-name.xlsx') : pageOf([person]));
beforeEach(() => {
  server.on('GET /api/company-options', []).on('GET /api/users', list).on('GET /api/companies/:id/users', list);
});
afterEach(() => vi.restoreAllMocks());

async function exportAs(viewer: TUser, url: string) {
  const saved = captureDownloads();
  renderRoute(
    <CurrentUserContext value={viewer}>
      <UsersPage />
    </CurrentUserContext>,
    url,
  );
  expect(await screen.findAllByText('Ann Example')).not.toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
  await waitFor(() => expect(saved).toEqual(['server-name.xlsx']));
  const request = server.requests().find((r) => r.query.format === 'xls');
  return { path: request?.path, query: request?.query };
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

describe('UsersPage abilities', () => {
  it('links a row to the profile only where the server sends viewProfile', async () => {
    const linked = buildUserListItem({ firstName: 'Lena', lastName: 'Linked', abilities: { viewProfile: true } });
    const plain = buildUserListItem({ firstName: 'Pete', lastName: 'Plain', abilities: { viewProfile: false } });
    server.on('GET /api/companies/:id/users', pageOf([linked, plain]));
    renderRoute(
      <CurrentUserContext value={clientAdmin}>
        <UsersPage />
      </CurrentUserContext>,
      '/users',
    );
    expect((await screen.findAllByRole('link', { name: /Lena Linked/ })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Pete Plain/ })).toBeNull();
  });

  it('offers inviting and the staff tab by the abilities the server sent', async () => {
    renderRoute(
      <CurrentUserContext value={{ ...providerAdmin, abilities: { viewUsers: true, manageProviderStaff: true } }}>
        <UsersPage />
      </CurrentUserContext>,
      '/users?tab=staff',
    );
    expect(await screen.findByRole('button', { name: /Invite/ })).toBeTruthy();
    expect(server.requests('GET /api/users')[0]?.query.userType).toBe('gt');
  });
});
