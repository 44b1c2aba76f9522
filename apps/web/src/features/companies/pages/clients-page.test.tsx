import type { TCompanyListItem, TUser } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { page, stubExportFetch } from '../../../test/export-fetch.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { ClientsPage } from './clients-page.tsx';

const client = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Acme plc',
  number: '01234567',
  sector: null,
  status: 'active',
  mainCompany: true,
  parentId: null,
  parent: null,
  manager: null,
  administrators: [],
  dateCreated: '2029-12-01T10:00:00.000Z',
  dateArchived: null,
  activeEngagementCount: 0,
  engagementCount: 0,
  departmentsCount: 0,
  abilities: {},
} as TCompanyListItem;
const viewer = { id: 'u1', abilities: { viewClients: true }, permissions: [] } as unknown as TUser;

beforeEach(() => {
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ClientsPage export', () => {
  it('exports the clients as filtered (clients only, statuses, search) to clients.xlsx', async () => {
    const net = stubExportFetch(() => page([client]), 'clients.xlsx');
    renderRoute(
      <CurrentUserContext value={viewer}>
        <ClientsPage />
      </CurrentUserContext>,
      '/clients?statuses=active&statuses=archived&globalFilter=acme&page=2',
    );
    expect(await screen.findAllByText('Acme plc')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(net.saved).toEqual(['clients.xlsx']));
    expect(net.exportRequest()).toEqual({
      path: '/api/companies',
      query: {
        sort: 'name|asc',
        globalFilter: 'acme',
        'statuses[]': ['active', 'archived'],
        mainOnly: 'true',
        format: 'xls',
      },
    });
  });
});
