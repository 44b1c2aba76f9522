import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../../packages/shared/src/demo.ts';

/**
 * The journeys' `test`: Playwright's, with `signIn(role)` that opens a signed-in page for a demo user
 * without typing into the login form (that form has its own journeys in auth.spec.ts).
 *
 * Each call signs in through POST /api/login and puts that fresh session where the web app keeps it.
 * A session made once per role and shared would not survive the suite: refresh tokens rotate and a
 * reused one revokes its whole session, a journey's logout ends it, and access tokens last 15 minutes.
 */

export type DemoRole = keyof typeof DEMO_USERS;

/** localStorage key and shape of the web app's session (apps/web/src/lib/auth-store.ts). */
const SESSION_STORAGE_KEY = 'statera.session';
/** The web app takes this much off the server's expiresIn (EXPIRY_MARGIN_SECONDS). */
const EXPIRY_MARGIN_SECONDS = 10;

interface LoginAnswer {
  status: string;
  accessToken: string;
  refreshToken: string;
  userId: string;
  expiresIn: number;
}

/** A completed login through the API (the account must not need a verification code). */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<LoginAnswer> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.ok(), `login of ${email}`).toBe(true);
  const body = (await res.json()) as LoginAnswer;
  expect(body.status, `login of ${email}`).toBe('OK');
  return body;
}

/** Replaces the browser's storage with a new session of the demo user, then opens `path` signed in. */
async function signInAs(page: Page, baseURL: string, role: DemoRole, path: string): Promise<void> {
  // No page of the app stays open while the session is replaced: an open one would follow the change
  // as another tab's sign-in (use-session-watcher.ts) and could navigate under the new user — the
  // updated-guidance modal, dismissed that way, never showed in one full run of the journeys.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  const login = await apiLogin(page.request, DEMO_USERS[role], DEMO_PASSWORD);
  const session = {
    accessToken: login.accessToken,
    refreshToken: login.refreshToken,
    userId: login.userId,
    expiresAt: Date.now() + (login.expiresIn - EXPIRY_MARGIN_SECONDS) * 1000,
  };
  await page.context().setStorageState({
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(session) }],
      },
    ],
  });
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

export const test = base.extend<{
  /** Signs the page in as a demo user (a new session each call) and opens `path` (default: home). */
  signIn: (role: DemoRole, path?: string) => Promise<void>;
}>({
  signIn: async ({ page, baseURL }, use) => {
    if (!baseURL) throw new Error('signIn needs baseURL (e2e/playwright.config.ts)');
    await use((role, path = '/') => signInAs(page, baseURL, role, path));
  },
});

export { expect };
