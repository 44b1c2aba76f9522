import type { Page } from '@playwright/test';
import { STATISTICS_PAGES } from '@statera/shared';
import { type DemoRole, expect, test } from './support/fixtures.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
/** The page at the desktop and the phone width (E2E_SHOTS_DIR set: docs and reviews). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300); // charts measure their box after a resize
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** The onboarding modal greets a client admin whose steps are done; close it whenever it shows. */
async function dismissOnboarding(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Congratulations' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Finish' }).click();
  });
}

/** What each demo user sees first on their dashboard. */
const LANDINGS: [DemoRole, RegExp][] = [
  ['providerAdmin', /Active clients/],
  ['providerUser', /Clients you manage/],
  ['clientAdmin', /at a glance/],
  ['subsidiaryAdmin', /at a glance/],
  ['approver', /Awaiting your review/],
  ['specialist', /To complete/],
  ['appealManager', /Appeal statistics/],
  ['newStarter', /Nothing to do here yet/],
];

test('every role lands on its dashboard at /', async ({ page, signIn }) => {
  await dismissOnboarding(page);
  for (const [role, first] of LANDINGS) {
    await signIn(role);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(first).first()).toBeVisible();
    await expect(page.getByText('The data could not be loaded.')).toHaveCount(0);
    await shots(page, `dashboard-${role}`);
  }
});

test('a dashboard number opens the list whose total it is', async ({ page, signIn }) => {
  await dismissOnboarding(page);
  await signIn('clientAdmin');
  const figure = page.getByRole('link', { name: /^Active engagements: \d+\. Open the list$/ });
  const value = (await figure.textContent())!.trim();
  expect(Number(value)).toBeGreaterThan(0);
  await figure.click();
  await expect(page).toHaveURL(/\/engagements\?status=active/);
  await expect(page.getByTestId('linked-filter-notice')).toBeVisible();
  await expect(page.getByText(new RegExp(`–\\d+ of ${value}$`))).toBeVisible();

  // A heatmap cell opens its engagements, as many as it says.
  await page.goto('/');
  const cell = page.getByRole('link', { name: /risk: [1-9]\d* engagements/ }).first();
  const count = (await cell.textContent())!.trim();
  await cell.click();
  await expect(page).toHaveURL(/riskLevels=/);
  await expect(page.getByText(new RegExp(`–\\d+ of ${count}$`))).toBeVisible();
});

test('a manager opens the statistics pages, changes the period and exports what is shown', async ({ page, signIn }) => {
  await dismissOnboarding(page);
  await signIn('clientAdmin');
  await page.getByRole('navigation').getByRole('link', { name: 'Statistics' }).first().click();
  await expect(page).toHaveURL(/\/statistics\/engagements$/);
  await expect(page.getByRole('region', { name: 'Engagements by status' })).toBeVisible();
  await page.getByRole('tab', { name: 'Appeals' }).click();
  await expect(page).toHaveURL(/\/statistics\/appeals/);
  await expect(page.getByRole('region', { name: 'Appeals by status' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 2).toString()).toBe('PK');
});

test('every statistics page at the desktop and the phone width (screenshots only)', async ({ page, signIn }) => {
  test.skip(!SHOTS, 'E2E_SHOTS_DIR not set');
  await signIn('providerAdmin', '/statistics/engagements');
  for (const p of STATISTICS_PAGES) {
    await page.goto(`/statistics/${p}`);
    await expect(page.locator('[data-section]').first()).toBeVisible();
    await shots(page, `statistics-${p}`);
  }
});
