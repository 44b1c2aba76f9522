import type { TUser } from '@statera/shared';
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
const user = (hasApiKeyGenerated: boolean) =>
  ({
    id: ID,
    isGTAdmin: true,
    isApiUser: false,
    hasApiKeyGenerated,
    abilities: { skipPasswordConfirmation: true },
  }) as unknown as TUser;

let keys = 0;
const server = installFakeApi();
const posts = () => server.requests().filter((request) => request.method === 'POST');

function renderPage(u: TUser) {
  renderWithProviders(
    <MemoryRouter>
      <CurrentUserContext value={u}>
        <ApiKeyGeneratorPage />
      </CurrentUserContext>
    </MemoryRouter>,
  );
}

describe('ApiKeyGeneratorPage', () => {
  beforeEach(() => {
    keys = 0;
    authStore.set({ accessToken: 't', refreshToken: 'r', userId: ID, expiresAt: Date.now() + 600_000 });
    server.on('POST /api/api-key', () => {
      keys += 1;
      return Response.json(
        { key: `stk_secret_${keys}`, prefix: 'stk', dateCreated: new Date().toISOString() },
        { status: 201 },
      );
    });
    server.on('GET /api/users/:id', () => user(keys > 0));
  });

  it('shows a new key once, with a copy button and the warning that it will not be shown again', async () => {
    renderPage(user(false));
    expect(screen.getByText('You have no API key yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Generate API key' }));
    expect(await screen.findByText('stk_secret_1')).toBeTruthy();
    expect(screen.getByText(/This key will not be shown again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(posts()[0]?.url).toBe('/api/api-key');
  });

  it('asks before replacing an existing key', async () => {
    renderPage(user(true));
    await userEvent.click(screen.getByRole('button', { name: 'Generate a new key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your API key?' });
    expect(posts()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate a new key' }));
    await waitFor(() => expect(screen.getByText('stk_secret_1')).toBeTruthy());
  });
});
