import type { TUserGuidance, TUserGuidanceDetail } from '@statera/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { buildUser, captureDownloads, installFakeApi, pageOf } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { UserGuidancePage } from './user-guidance-page.tsx';

const guidance = (over: Partial<TUserGuidance> = {}): TUserGuidance => ({
  id: '11111111-1111-4111-8111-111111111111',
  attachmentId: '22222222-2222-4222-8222-222222222222',
  name: 'Statera user guide.pdf',
  displayName: 'Statera user guide.pdf',
  extension: 'pdf',
  mime: 'application/pdf',
  size: 52_000,
  previewable: true,
  dateCreated: '2026-03-01T09:00:00.000Z',
  creator: { id: '33333333-3333-4333-8333-333333333333', name: 'Alex Morgan' },
  seen: true,
  abilities: { delete: false },
  ...over,
});
const detail = (g: TUserGuidance): TUserGuidanceDetail => ({
  ...g,
  seen: true,
  download: { token: 'signed.token', expiresAt: '2026-03-04T10:05:00.000Z' },
});

const server = installFakeApi();
afterEach(() => vi.restoreAllMocks());

const renderPage = (role: 'provider_admin' | 'client_user') =>
  renderRoute(
    <CurrentUserContext value={buildUser({ role })}>
      <UserGuidancePage />
    </CurrentUserContext>,
    '/user-guidance',
  );

describe('UserGuidancePage', () => {
  it('lists the guidance for a reader, marks what they have not opened, and downloads through a signed link', async () => {
    const fresh = guidance({
      id: '44444444-4444-4444-8444-444444444444',
      name: 'New policy.pdf',
      displayName: 'New policy.pdf',
      seen: false,
    });
    server
      .on('GET /api/user-guidances', { ...pageOf([fresh, guidance()]), abilities: { create: false } })
      .on('GET /api/user-guidances/:id', ({ params }) => detail(params.id === fresh.id ? fresh : guidance()));
    const saved = captureDownloads();
    renderPage('client_user');
    expect((await screen.findAllByText('New policy.pdf')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('New')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Upload documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Download New policy.pdf' })[0]!);
    await waitFor(() => expect(saved).toEqual(['New policy.pdf']));
    expect(server.requests('GET /api/user-guidances/:id')[0]?.path).toBe(`/api/user-guidances/${fresh.id}`);
  });

  it('offers upload and delete to the provider admin; deleting asks first', async () => {
    const g = guidance({ abilities: { delete: true } });
    server
      .on('GET /api/user-guidances', { ...pageOf([g]), abilities: { create: true } })
      .on('DELETE /api/user-guidances/:id', null);
    renderPage('provider_admin');
    expect(await screen.findByRole('button', { name: 'Upload documents' })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete Statera user guide.pdf' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete guidance document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.requests('DELETE /api/user-guidances/:id')).toHaveLength(1));
  });

  it('says so when there is no guidance yet', async () => {
    server.on('GET /api/user-guidances', { ...pageOf([]), abilities: { create: false } });
    renderPage('client_user');
    expect(await screen.findByText('No guidance documents yet.')).toBeTruthy();
  });
});
