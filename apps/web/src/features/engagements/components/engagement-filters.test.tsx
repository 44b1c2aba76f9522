import type { TEngagementPage, TUser } from '@statera/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { EngagementListPage } from '../pages/engagement-list-page.tsx';

const viewer = { id: 'u1', abilities: {}, permissions: [] } as unknown as TUser;
const empty: TEngagementPage = { data: [], total: 0, totalCapped: false, page: 1, rows: 20 };
const server = installFakeApi();

beforeEach(() => {
  localStorage.clear();
  server.on('GET /api/my-engagements', empty);
  server.on('GET /api/company-options', []);
});

const COMPANIES = [
  { id: '00000000-0000-4000-8000-0000000000c1', name: 'Northwind' },
  { id: '00000000-0000-4000-8000-0000000000c2', name: 'Southwind' },
];
const SALES = { id: '00000000-0000-4000-8000-0000000000d1', name: 'Sales' };

const page = (url = '/engagements') =>
  renderRoute(
    <CurrentUserContext value={viewer}>
      <EngagementListPage />
    </CurrentUserContext>,
    url,
  );

describe('engagement list filters', () => {
  it('sends the type filter and remembers it locally for the next visit', async () => {
    const first = page();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Test', hidden: true }));
    await waitFor(() =>
      expect(server.requests('GET /api/my-engagements').at(-1)!.query).toMatchObject({ 'types[]': ['test'] }),
    );
    expect(JSON.parse(localStorage.getItem('statera.engagements.list') ?? '{}')).toMatchObject({
      filters: { types: ['test'] },
    });
    first.unmount();

    page();
    await waitFor(() =>
      expect(server.requests('GET /api/my-engagements').at(-1)!.query).toMatchObject({ 'types[]': ['test'] }),
    );
  });

  it('restores a remembered date period with its dates', async () => {
    localStorage.setItem(
      'statera.engagements.list',
      JSON.stringify({ filters: { periodEnd: 'customPeriod', dateEndTo: '2030-06-30' } }),
    );
    page();
    await waitFor(() =>
      expect(server.requests('GET /api/my-engagements').at(-1)!.query).toMatchObject({
        periodEnd: 'customPeriod',
        dateEndTo: '2030-06-30',
      }),
    );
    expect(await screen.findByText(/30\.06\.2030/)).toBeTruthy();
  });

  it('filters by a department of the chosen company and remembers both', async () => {
    server.on('GET /api/company-options', COMPANIES);
    server.on('GET /api/companies/:id/departments', [SALES]);
    const first = page();
    const department = await screen.findByRole('combobox', { name: 'Department' });
    expect(department).toHaveProperty('disabled', true);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Southwind', hidden: true }));
    await waitFor(() => expect(department).toHaveProperty('disabled', false));
    expect(server.requests('GET /api/companies/:id/departments').at(-1)!.params).toMatchObject({
      id: COMPANIES[1]!.id,
    });
    await userEvent.click(department);
    await userEvent.click(await screen.findByRole('option', { name: 'Sales', hidden: true }));
    await waitFor(() =>
      expect(server.requests('GET /api/my-engagements').at(-1)!.query).toMatchObject({
        companyId: COMPANIES[1]!.id,
        departmentId: SALES.id,
      }),
    );
    expect(JSON.parse(localStorage.getItem('statera.engagements.list') ?? '{}')).toMatchObject({
      filters: { companyId: COMPANIES[1]!.id, departmentId: SALES.id },
    });
    first.unmount();

    page();
    await waitFor(() =>
      expect(server.requests('GET /api/my-engagements').at(-1)!.query).toMatchObject({ departmentId: SALES.id }),
    );
  });

  it('offers the departments of the only company at once and hides the filter without companies', async () => {
    server.on('GET /api/company-options', [COMPANIES[0]!]);
    server.on('GET /api/companies/:id/departments', [SALES]);
    const first = page();
    const department = await screen.findByRole('combobox', { name: 'Department' });
    await waitFor(() => expect(department).toHaveProperty('disabled', false));
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
    first.unmount();

    server.on('GET /api/company-options', []);
    page();
    await screen.findByRole('combobox', { name: 'Type' });
    await waitFor(() => expect(server.requests('GET /api/company-options').length).toBeGreaterThan(1));
    expect(screen.queryByRole('combobox', { name: 'Department' })).toBeNull();
  });
});
