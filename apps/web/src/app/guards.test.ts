import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../lib/auth-store.ts';
import { requireAbility, requireGuest, requireUser } from './guards.ts';
import { queryClient } from './query-client.ts';

const args = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {}, context: {} }) as unknown as LoaderFunctionArgs;

const USER = { id: 'u1', abilities: { viewEngagements: true, createEngagement: false } };

async function thrown(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (e) {
    return e as Response;
  }
  throw new Error('expected the guard to throw');
}

describe('route guards', () => {
  afterEach(() => {
    authStore.clear();
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('sends guests to /login, remembering the wanted path', async () => {
    const res = await thrown(() => requireUser(args('/engagements/abc?tab=assessments')));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/login?redirect=%2Fengagements%2Fabc%3Ftab%3Dassessments');
  });

  it('sends signed-in users away from guest-only pages', async () => {
    authStore.set({ accessToken: 'a', refreshToken: 'r', userId: 'u1', expiresAt: Date.now() + 60_000 });
    const res = await thrown(() => requireGuest());
    expect(res.headers.get('Location')).toBe('/');
  });

  it('loads the user for signed-in routes and answers 403 without the ability', async () => {
    authStore.set({ accessToken: 'a', refreshToken: 'r', userId: 'u1', expiresAt: Date.now() + 60_000 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(USER)),
    );
    await expect(requireUser(args('/engagements'))).resolves.toMatchObject({ id: 'u1' });
    await expect(requireAbility('viewEngagements')(args('/engagements'))).resolves.toBeNull();
    const res = await thrown(() => requireAbility('createEngagement')(args('/engagements/create')));
    expect(res.status).toBe(403);
  });

  it('ends a session the server no longer accepts and sends the user to /login', async () => {
    authStore.set({ accessToken: 'a', refreshToken: 'r', userId: 'u1', expiresAt: Date.now() + 60_000 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error_key: 'errors.unauthorized', message: 'no' }, { status: 401 })),
    );
    const res = await thrown(() => requireUser(args('/engagements')));
    expect(res.headers.get('Location')).toBe('/login?redirect=%2Fengagements');
    expect(authStore.get()).toBeNull();
  });
});
