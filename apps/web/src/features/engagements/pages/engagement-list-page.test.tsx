import type { TEngagementListItem, TUser } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { captureDownloads, installFakeApi, listWithExport } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { EngagementListPage } from './engagement-list-page.tsx';

const viewer = { id: 'u1', abilities: { createEngagement: true }, permissions: [] } as unknown as TUser;
const engagement = {
  id: 'e1',
  status: 'active',
  type: 'normal',
  company: { id: 'c1', name: 'Acme plc' },
  department: null,
  agency: null,
  engagedEntityId: 'n1',
  engagedEntityName: 'Contractor Ltd',
  engagedEntityNumber: null,
  engagedEntityType: 'company',
  engagedIndividualId: 'i1',
  engagedIndividualName: 'Ann Worker',
  engagedIndividualEmail: null,
  serviceProvided: 'Delivery',
  contractDateStart: '2030-01-01',
  contractDateEnd: '2030-12-31',
  dateCreated: '2029-12-01T10:00:00.000Z',
  currentAssessment: null,
} as TEngagementListItem;

const server = installFakeApi();
let saved: string[] = [];

beforeEach(() => {
  localStorage.clear();
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
  saved = captureDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('EngagementListPage export', () => {
  it('exports the list with the filters, search and sort in view (no page), as engagements.xlsx', async () => {
    server.on('GET /api/my-engagements', listWithExport([engagement], 'engagements.xlsx'));
    renderRoute(
      <CurrentUserContext value={viewer}>
        <EngagementListPage />
      </CurrentUserContext>,
      '/engagements?statuses=active&globalFilter=ann&sort=contractDateStart%7Casc&page=2',
    );
    expect(await screen.findAllByText('Ann Worker')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toEqual(['engagements.xlsx']));
    expect(server.exportRequest()).toEqual({
      path: '/api/my-engagements',
      query: { sort: 'contractDateStart|asc', globalFilter: 'ann', 'statuses[]': ['active'], format: 'xls' },
    });
  });

  it('disables the export while the list is empty', async () => {
    server.on('GET /api/my-engagements', listWithExport<TEngagementListItem>([]));
    renderRoute(
      <CurrentUserContext value={viewer}>
        <EngagementListPage />
      </CurrentUserContext>,
      '/engagements',
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Export to Excel' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
