import { expect, type Page, test } from '@playwright/test';

/** The local provider of e2e/support/services.ts and its user (the demo client admin). */
const SSO = {
  provider: process.env.E2E_SSO_PROVIDER ?? '',
  email: process.env.E2E_SSO_EMAIL ?? '',
  password: process.env.E2E_SSO_PASSWORD ?? '',
};

test.beforeAll(() => {
  if (!SSO.provider || !SSO.email || !SSO.password) {
    throw new Error('E2E_SSO_PROVIDER, E2E_SSO_EMAIL and E2E_SSO_PASSWORD are not set: start e2e/support/services.ts');
  }
});

/** Signs in on the provider's own page and waits to be back in the app. */
async function signInAtProvider(page: Page) {
  await expect(page.getByRole('heading', { name: 'Local identity provider' })).toBeVisible();
  await page.getByLabel('Email').fill(SSO.email);
  await page.getByLabel('Password').fill(SSO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back through the app's callback, the token exchange and the first signed-in page: several hops.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
}

/** Logs out of the app, which goes through the provider's sign-out page and ends on /login. */
async function logoutThroughProvider(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out of the identity provider?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in to Statera' })).toBeVisible();
}

test('single sign-on from the login page returns to the remembered page, and logout ends the provider session', async ({
  page,
}) => {
  // A guest asking for a signed-in page is sent to /login, which remembers it.
  await page.goto('/engagements/create');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fengagements%2Fcreate$/);

  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await page.getByLabel('Organisation sign-in name').fill(SSO.provider);
  await page.getByRole('button', { name: 'Continue to your organisation' }).click();
  await signInAtProvider(page);
  await expect(page).toHaveURL(/\/engagements\/create$/);

  await logoutThroughProvider(page);
  // Signed out here and at the provider: the app's pages need a new sign-in.
  await page.goto('/engagements');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fengagements$/);
});

test('a customer login path goes straight to the provider and honours ssoRedirect', async ({ page }) => {
  await page.goto(`/login/${SSO.provider}?ssoRedirect=${encodeURIComponent('/engagements')}`);
  await signInAtProvider(page);
  await expect(page).toHaveURL(/\/engagements$/);
  await logoutThroughProvider(page);
});

test('an unknown single sign-on name is explained on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await page.getByLabel('Organisation sign-in name').fill('no-such-organisation');
  await page.getByRole('button', { name: 'Continue to your organisation' }).click();
  await expect(page.getByRole('alert')).toContainText('No single sign-on is set up under this name');
  await expect(page).toHaveURL(/\/login$/);
});
