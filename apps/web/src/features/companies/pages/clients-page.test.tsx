import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import {
  buildCompanyListItem,
  buildUser,
  captureDownloads,
  installFakeApi,
  listWithExport,
} from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { ClientsPage } from './clients-page.tsx';

const client = buildCompanyListItem({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Acme plc',
  number: '01234567',
  dateCreated: '2029-12-01T10:00:00.000Z',
});
const viewer = buildUser({ role: 'provider_user', abilities: { viewClients: true } });

const server = installFakeApi();
afterEach(() => vi.restoreAllMocks());

describe('ClientsPage export', () => {
  it('exports the clients as filtered (clients only, statuses, search) to clients.xlsx', async () => {
    server.on('GET /api/companies', listWithExport([client], 'clients.xlsx'));
    const saved = captureDownloads();
    renderRoute(
      <CurrentUserContext value={viewer}>
        <ClientsPage />
      </CurrentUserContext>,
      '/clients?statuses=active&statuses=archived&globalFilter=acme&page=2',
    );
    expect(await screen.findAllByText('Acme plc')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toEqual(['clients.xlsx']));
    expect(server.exportRequest()).toEqual({
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
