import type { TUser } from '@statera/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { buildUser, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { UserDetailPage } from './user-detail-page.tsx';

const viewer = { id: 'viewer', abilities: {}, permissions: [] } as unknown as TUser;
const server = installFakeApi();
const person = (abilities: Record<string, boolean>) =>
  buildUser({ fullName: 'Sam Okafor', engagementAsAnswererCount: 1, abilities });

beforeEach(() => {
  server.on('GET /api/users/:id/engagements', { data: [], total: 0, totalCapped: false, page: 1, rows: 500 });
  server.on('GET /api/companies/:id/user-options', []);
});

const open = (user: TUser) => {
  server.on('GET /api/users/:id', user);
  renderRoute(
    <CurrentUserContext value={viewer}>
      <UserDetailPage />
    </CurrentUserContext>,
    `/users/${user.id}`,
    '/users/:id',
  );
};

describe('UserDetailPage: the engagement seats', () => {
  it('shows the seat swap screen when the server allows it', async () => {
    open(person({ swapEngagementSeats: true }));
    expect(await screen.findByRole('heading', { name: 'Engagement seats' })).toBeTruthy();
    expect(await screen.findByText('No open engagements with this person as specialist.')).toBeTruthy();
  });

  it('hides it without the ability', async () => {
    open(person({}));
    expect(await screen.findByRole('heading', { name: 'Sam Okafor' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Engagement seats' })).toBeNull();
    expect(server.requests('GET /api/users/:id/engagements')).toHaveLength(0);
  });
});
