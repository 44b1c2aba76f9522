import type { TMaintenanceStatus, TUser } from '@statera/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../lib/auth-store.ts';
import { maintenanceMode } from '../lib/maintenance-mode.ts';
import { apiError, FakeError, installFakeApi } from '../test/fake-api/index.ts';
import {
  decideNavigation,
  type GuardDecision,
  type GuardState,
  requireAbility,
  requireGuest,
  requireUser,
} from './guards.ts';
import { homeLoader } from './home.ts';
import { queryClient } from './query-client.ts';

const url = (path: string) => new URL(`http://localhost${path}`);
const args = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {}, context: {} }) as unknown as LoaderFunctionArgs;

const guest: GuardState = { signedIn: false, maintenance: false };
const member: GuardState = { signedIn: true, maintenance: false, user: { isApiUser: false, abilities: {} } };
const apiUser: GuardState = { signedIn: true, maintenance: false, user: { isApiUser: true, abilities: {} } };
const providerAdmin: GuardState = {
  signedIn: true,
  maintenance: false,
  user: { isApiUser: false, abilities: { workDuringMaintenance: true } },
};

describe('decideNavigation (spec §2 navigation guard)', () => {
  const cases: [string, string, 'user' | 'guest', GuardState, GuardDecision][] = [
    // Logged-in-only routes
    ['a user reaches a signed-in page', '/engagements', 'user', member, { action: 'allow' }],
    [
      'a guest is sent to /login remembering the path and query',
      '/engagements/abc?tab=assessments',
      'user',
      guest,
      { action: 'redirect', to: '/login?redirect=%2Fengagements%2Fabc%3Ftab%3Dassessments' },
    ],
    ['a guest at / goes to plain /login', '/', 'user', guest, { action: 'redirect', to: '/login' }],
    [
      'a guest with ssoRedirect is sent to /login remembering that target',
      '/engagements?ssoRedirect=%2Fappeals%2F7',
      'user',
      guest,
      { action: 'redirect', to: '/login?redirect=%2Fappeals%2F7' },
    ],
    [
      'an external ssoRedirect target is not remembered',
      '/engagements?ssoRedirect=https%3A%2F%2Fevil.test',
      'user',
      guest,
      { action: 'redirect', to: '/login' },
    ],
    // Guest-only routes
    ['a guest reaches /login', '/login', 'guest', guest, { action: 'allow' }],
    ['a guest reaches registration', '/registration/tok', 'guest', guest, { action: 'allow' }],
    ['a signed-in user leaves /login for /', '/login', 'guest', member, { action: 'redirect', to: '/' }],
    [
      'a signed-in user leaves password recovery for /',
      '/password-recovery',
      'guest',
      member,
      { action: 'redirect', to: '/' },
    ],
    // Maintenance
    [
      'maintenance sends a signed-in user to /login and ends the session',
      '/engagements/1',
      'user',
      { ...member, maintenance: true },
      { action: 'redirect', to: '/login?redirect=%2Fengagements%2F1', endSession: true },
    ],
    [
      'maintenance ends a session that reaches /login',
      '/login',
      'guest',
      { signedIn: true, maintenance: true },
      { action: 'allow', endSession: true },
    ],
    [
      'maintenance leaves a provider admin at work (the server lets them in)',
      '/engagements/1',
      'user',
      { ...providerAdmin, maintenance: true },
      { action: 'allow' },
    ],
    ['maintenance lets a guest see /login', '/login', 'guest', { ...guest, maintenance: true }, { action: 'allow' }],
    [
      'maintenance sends a guest from other guest pages to /login',
      '/password-recovery',
      'guest',
      { ...guest, maintenance: true },
      { action: 'redirect', to: '/login' },
    ],
    // API users
    [
      'an API user is held on the key generator',
      '/engagements',
      'user',
      apiUser,
      { action: 'redirect', to: '/api-key-generator' },
    ],
    [
      'an API user at / goes to the key generator',
      '/',
      'user',
      apiUser,
      { action: 'redirect', to: '/api-key-generator' },
    ],
    ['an API user reaches the key generator', '/api-key-generator', 'user', apiUser, { action: 'allow' }],
    ['an API user reaches the documentation', '/documentation', 'user', apiUser, { action: 'allow' }],
    [
      'a path merely starting like an allowed one is not allowed',
      '/documentation-extra',
      'user',
      apiUser,
      { action: 'redirect', to: '/api-key-generator' },
    ],
    ['other users are not held', '/users', 'user', member, { action: 'allow' }],
  ];

  it.each(cases)('%s', (_name, path, access, state, expected) => {
    expect(decideNavigation(url(path), access, state)).toEqual(expected);
  });
});

async function thrown(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (e) {
    return e as Response;
  }
  throw new Error('expected the guard to throw');
}

const session = { accessToken: 'a', refreshToken: 'r', userId: 'u1', expiresAt: Date.now() + 60_000 };
const USER = {
  id: 'u1',
  isApiUser: false,
  abilities: { viewEngagements: true, createEngagement: false },
};

const server = installFakeApi({ signedIn: false });

/** The fake API answering GET /api/maintenance and GET /api/users/u1. */
function stubServer(user: object | FakeError, maintenance: TMaintenanceStatus = { current: null, upcoming: null }) {
  server.on('GET /api/maintenance', maintenance);
  server.on('GET /api/users/:id', () => (user instanceof FakeError ? user : (user as TUser)));
}

describe('route guard loaders', () => {
  afterEach(() => {
    authStore.clear();
    queryClient.clear();
    maintenanceMode.set(false);
  });

  it('sends guests to /login, remembering the wanted path', async () => {
    stubServer(USER);
    const res = await thrown(() => requireUser(args('/engagements/abc?tab=assessments')));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/login?redirect=%2Fengagements%2Fabc%3Ftab%3Dassessments');
  });

  it('sends signed-in users away from guest-only pages, and lets guests in', async () => {
    stubServer(USER);
    await expect(requireGuest(args('/login'))).resolves.toBeNull();
    authStore.set(session);
    const res = await thrown(() => requireGuest(args('/login')));
    expect(res.headers.get('Location')).toBe('/');
  });

  it('loads the user for signed-in routes and answers 403 without the ability', async () => {
    authStore.set(session);
    stubServer(USER);
    await expect(requireUser(args('/engagements'))).resolves.toMatchObject({ id: 'u1' });
    await expect(requireAbility('viewEngagements')(args('/engagements'))).resolves.toBeNull();
    const res = await thrown(() => requireAbility('createEngagement')(args('/engagements/create')));
    expect(res.status).toBe(403);
  });

  it('holds an API user on the key generator once the user is loaded', async () => {
    authStore.set(session);
    stubServer({ ...USER, isApiUser: true });
    const res = await thrown(() => requireUser(args('/engagements')));
    expect(res.headers.get('Location')).toBe('/api-key-generator');
    await expect(requireUser(args('/documentation'))).resolves.toMatchObject({ id: 'u1' });
  });

  it('shows the dashboard at / to whoever the server gives one', async () => {
    authStore.set(session);
    stubServer({ ...USER, abilities: { ...USER.abilities, viewDashboard: true } });
    expect(await homeLoader(args('/'))).toBeNull();
  });

  it("sends / to the first page of the user's own navigation when they have no dashboard", async () => {
    authStore.set(session);
    stubServer(USER);
    expect((await homeLoader(args('/')))?.headers.get('Location')).toBe('/engagements');
    queryClient.clear();
    // A client user or lead appeal manager: no engagements in their menu, so not /engagements.
    stubServer({ ...USER, abilities: { viewEngagements: false, editProfile: true, viewDocumentation: true } });
    expect((await homeLoader(args('/')))?.headers.get('Location')).toBe('/my-account');
    queryClient.clear();
    stubServer({ ...USER, abilities: { viewEngagements: false, viewUsers: true, editProfile: true } });
    expect((await homeLoader(args('/')))?.headers.get('Location')).toBe('/users');
  });

  it('keeps an API user off the profile page the menu no longer offers', async () => {
    authStore.set(session);
    stubServer({ ...USER, isApiUser: true, abilities: { generateApiKey: true, editProfile: true } });
    const res = await thrown(() => requireUser(args('/my-account')));
    expect(res.headers.get('Location')).toBe('/api-key-generator');
  });

  it('ends a session the server no longer accepts and sends the user to /login', async () => {
    authStore.set(session);
    stubServer(apiError(401, 'errors.unauthorized', { message: 'no' }));
    const res = await thrown(() => requireUser(args('/engagements')));
    expect(res.headers.get('Location')).toBe('/login?redirect=%2Fengagements');
    expect(authStore.get()).toBeNull();
  });

  it('during a maintenance window signs the user out and sends them to /login', async () => {
    authStore.set(session);
    const window = { id: 'm1', startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-01T02:00:00Z', message: null };
    stubServer(USER, { current: window, upcoming: null });
    const res = await thrown(() => requireUser(args('/engagements')));
    expect(res.headers.get('Location')).toBe('/login?redirect=%2Fengagements');
    expect(authStore.get()).toBeNull();
    expect(maintenanceMode.isActive()).toBe(true);
  });

  it('during a maintenance window a provider admin stays signed in', async () => {
    authStore.set(session);
    const window = { id: 'm1', startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-01T02:00:00Z', message: null };
    stubServer(
      { ...USER, abilities: { ...USER.abilities, workDuringMaintenance: true } },
      { current: window, upcoming: null },
    );
    await expect(requireUser(args('/engagements'))).resolves.toMatchObject({ id: 'u1' });
    expect(authStore.get()).not.toBeNull();
  });

  it('a 503 errors.maintenance from any call ends the session and turns maintenance mode on', async () => {
    authStore.set(session);
    stubServer(apiError(503, 'errors.maintenance', { message: 'closed' }));
    const res = await thrown(() => requireUser(args('/engagements')));
    expect(res.headers.get('Location')).toBe('/login');
    expect(authStore.get()).toBeNull();
    expect(maintenanceMode.isActive()).toBe(true);
  });
});
