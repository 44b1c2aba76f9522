import type { TCompanyFeature } from '@statera/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { buildUser, captureDownloads, installFakeApi, listWithExport } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { SubscriptionsPage } from './subscriptions-page.tsx';

const CLIENT = '11111111-1111-4111-8111-111111111111';
const feature = (over: Partial<TCompanyFeature> = {}): TCompanyFeature => ({
  id: '22222222-2222-4222-8222-222222222222',
  company: { id: CLIENT, name: 'Acme plc' },
  name: 'appeal_process',
  status: 'active',
  enabled: true,
  dateStart: '2026-02-01',
  dateEnd: '2027-02-01',
  autoRenewal: false,
  activatedBy: {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Pat Provider',
    email: 'pat@example.com',
    position: null,
    avatar: null,
  },
  dateEnded: null,
  dateModified: '2026-02-01T10:00:00.000Z',
  abilities: { activate: false, extend: true, deactivate: true, changeAutoRenewal: true },
  ...over,
});
const viewer = buildUser({ role: 'provider_user', abilities: { viewSubscriptions: true } });

const server = installFakeApi();
beforeEach(() => {
  server
    .on('GET /api/features', listWithExport([feature()], 'subscriptions.xlsx'))
    .on('GET /api/features/statistics', { activeCompanyFeatureCount: 42, expiringCompanyFeatureCount: 3 });
});
afterEach(() => {
  vi.restoreAllMocks();
  modalStack.clear();
});

const renderPage = (url = '/subscriptions') =>
  renderRoute(
    <CurrentUserContext value={viewer}>
      <SubscriptionsPage />
      <ModalHost />
    </CurrentUserContext>,
    url,
  );

describe('SubscriptionsPage', () => {
  it('shows the counts and every client’s features, with the URL filters sent to the server', async () => {
    renderPage('/subscriptions?statuses=active&names=appeal_process&expiring=true&globalFilter=acme');
    await waitFor(() => expect(screen.getByLabelText('Active features').textContent).toBe('42'));
    expect(screen.getByLabelText('Ending within 30 days', { selector: 'p' }).textContent).toBe('3');
    expect((await screen.findAllByText('Acme plc')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Appeal process').length).toBeGreaterThan(0);
    expect(screen.getAllByText('01.02.2027').length).toBeGreaterThan(0);
    expect(server.requests('GET /api/features')[0]?.query).toMatchObject({
      'statuses[]': ['active'],
      'names[]': ['appeal_process'],
      expiring: 'true',
      globalFilter: 'acme',
      sort: 'date_end|asc',
    });
  });

  it('extends a subscription after the confirm modal', async () => {
    server.on('PUT /api/companies/:id/features/:featureId', feature({ dateEnd: '2028-02-01' }));
    renderPage();
    const [extend] = await screen.findAllByRole('button', { name: 'Extend' });
    await userEvent.click(extend!);
    const dialog = await screen.findByRole('dialog', { name: /Extend Appeal process for Acme plc/ });
    expect(within(dialog).getByText(/01.02.2027/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(server.requests('PUT /api/companies/:id/features/:featureId')).toHaveLength(1));
    const put = server.requests('PUT /api/companies/:id/features/:featureId')[0]!;
    expect([put.path, put.body]).toEqual([`/api/companies/${CLIENT}/features/appeal_process`, { extend: true }]);
  });

  it('offers only what the row allows: an ended feature can be activated again', async () => {
    server.on(
      'GET /api/features',
      listWithExport([
        feature({ status: 'ended', enabled: false, abilities: { activate: true, extend: false, deactivate: false } }),
      ]),
    );
    server.on('POST /api/companies/:id/features/:featureId', feature());
    renderPage();
    const [activate] = await screen.findAllByRole('button', { name: 'Activate' });
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    await userEvent.click(activate!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(server.requests('POST /api/companies/:id/features/:featureId')).toHaveLength(1));
    expect(server.requests('POST /api/companies/:id/features/:featureId')[0]?.body).toEqual({ autoRenewal: false });
  });

  it('exports the filtered list to subscriptions.xlsx', async () => {
    const saved = captureDownloads();
    renderPage('/subscriptions?statuses=ended');
    expect((await screen.findAllByText('Acme plc')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toEqual(['subscriptions.xlsx']));
    expect(server.exportRequest()?.query).toMatchObject({ 'statuses[]': ['ended'], format: 'xls' });
  });
});
