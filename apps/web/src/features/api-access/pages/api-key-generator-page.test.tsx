import type { TApiKeySummary, TUser } from '@statera/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApiKeyGeneratorPage } from './api-key-generator-page.tsx';

const ID = '44444444-4444-4444-8444-444444444444';
const KEY_ID = '55555555-5555-4555-8555-555555555555';
const user = { id: ID, isApiUser: true, hasApiKeyGenerated: false, abilities: { skipPasswordConfirmation: true } };
const summary = (over: Partial<TApiKeySummary> = {}): TApiKeySummary => ({
  id: KEY_ID,
  name: 'Workday sync',
  prefix: 'st_abcdef',
  scopes: ['engagements:read'],
  rateLimitPerMinute: 120,
  dateCreated: '2026-11-01T10:00:00.000Z',
  dateExpires: '2027-11-01T10:00:00.000Z',
  dateLastUsed: null,
  dateRevoked: null,
  state: 'live',
  ...over,
});

const server = installFakeApi();
let stored: TApiKeySummary[] = [];

function renderPage() {
  renderWithProviders(
    <MemoryRouter>
      <CurrentUserContext value={user as unknown as TUser}>
        <ApiKeyGeneratorPage />
      </CurrentUserContext>
    </MemoryRouter>,
  );
}

describe('ApiKeyGeneratorPage', () => {
  beforeEach(() => {
    stored = [];
    authStore.set({ accessToken: 't', refreshToken: 'r', userId: ID, expiresAt: Date.now() + 600_000 });
    server.on('GET /api/users/:id', () => user as unknown as TUser);
    server.on('GET /api/api-keys', () => stored);
    server.on('POST /api/api-keys', ({ body: sent }) => {
      const body = sent as { name: string; scopes: TApiKeySummary['scopes'] };
      stored = [summary({ name: body.name, scopes: body.scopes })];
      return Response.json({ key: 'st_secret_1', apiKey: stored[0] }, { status: 201 });
    });
    server.on('POST /api/api-keys/:id/rotate', () =>
      Response.json({ key: 'st_secret_2', apiKey: summary({ id: 'new' }) }, { status: 201 }),
    );
    server.on('DELETE /api/api-keys/:id', () => {
      stored = [summary({ state: 'revoked', dateRevoked: new Date().toISOString() })];
      return new Response(null, { status: 204 });
    });
  });

  it('makes a named key with the chosen scopes and shows its secret once', async () => {
    renderPage();
    expect(await screen.findByText('You have no keys yet. Make one above.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Make key' }));
    expect(await screen.findAllByText(/required/i)).not.toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Workday sync');
    await userEvent.click(screen.getByRole('checkbox', { name: /Read and decide appeals/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Make key' }));
    expect(await screen.findByText('st_secret_1')).toBeTruthy();
    expect(screen.getByText(/This key will not be shown again/)).toBeTruthy();
    const post = server.requests().find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/api-keys');
    // the list shows the new key with its scope (and the form's checkbox describes the same scope)
    expect(await screen.findByText('Workday sync')).toBeTruthy();
    expect(screen.getAllByText('appeals:manage')).toHaveLength(2);
  });

  it('asks before giving a key a new secret, and before revoking it', async () => {
    stored = [summary()];
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New secret: Workday sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give "Workday sync" a new secret?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'New secret' }));
    expect(await screen.findByText('st_secret_2')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke: Workday sync' }));
    const revoke = await screen.findByRole('dialog', { name: 'Revoke "Workday sync"?' });
    await userEvent.click(within(revoke).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.getByText('Revoked')).toBeTruthy());
  });
});
