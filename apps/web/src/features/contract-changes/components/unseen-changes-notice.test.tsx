import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { buildContractChange, fakeId, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UnseenChangesNotice } from './unseen-changes-notice.tsx';

const server = installFakeApi();
const ENGAGEMENT = fakeId();

beforeEach(() => {
  localStorage.clear();
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
});

describe('UnseenChangesNotice', { timeout: 30_000 }, () => {
  it('says which of my requests were applied and marks them seen', async () => {
    const change = buildContractChange({
      status: 'fulfilled',
      changes: { contractEnd: '2027-01-31' },
      fulfilledBy: { id: fakeId(), name: 'Cara Admin' },
      dateFulfilled: '2026-04-01T10:00:00.000Z',
    });
    server.on('PUT /api/contract-changes/mark-as-seen', null);
    renderWithProviders(<UnseenChangesNotice engagementId={ENGAGEMENT} changes={[change]} />);
    expect(screen.getByText('Your requested change was applied')).toBeTruthy();
    expect(screen.getByText(/Applied on 01.04.2026 by Cara Admin \(End date\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as seen' }));
    await waitFor(() => expect(server.requests('PUT /api/contract-changes/mark-as-seen')).toHaveLength(1));
    expect(server.requests('PUT /api/contract-changes/mark-as-seen')[0]?.body).toEqual({
      contractChangesIds: [change.id],
    });
  });

  it('renders nothing without unseen changes', () => {
    renderWithProviders(<UnseenChangesNotice engagementId={ENGAGEMENT} changes={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as seen' })).toBeNull();
  });
});
