import type { TEngagementPage, TUser } from '@statera/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { EngagementListPage } from '../pages/engagement-list-page.tsx';

const viewer = { id: 'u1', abilities: {}, permissions: [] } as unknown as TUser;
const empty: TEngagementPage = { data: [], total: 0, page: 1, rows: 20 };
const server = installFakeApi();

beforeEach(() => {
  localStorage.clear();
  server.on('GET /api/my-engagements', empty);
});

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
});
