import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
/** The page at a width (1440 and 375 px), whole, for the record of what the screens look like. */
async function shots(page: Page, name: string, check?: () => Promise<void>, fullPage = true) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // No page wider than the window (the layout settles after the resize).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await check?.();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a client admin reads the delivery log of the group ERP endpoint and registers a new endpoint, whose secret is shown once', async ({
  page,
  signIn,
}) => {
  await signIn('clientAdmin', '/settings?tab=webhooks');
  await expect(page.getByRole('heading', { name: 'Webhook endpoints' })).toBeVisible();
  const erp = page.getByRole('article', { name: 'https://erp.northwind.example/statera/events' });
  await expect(erp).toContainText('Northwind ERP');
  await shots(page, 'settings-webhooks');

  await erp.getByRole('button', { name: 'Actions for https://erp.northwind.example/statera/events' }).click();
  await page.getByRole('menuitem', { name: 'Delivery log' }).click();
  const log = page.getByRole('dialog', { name: /Deliveries to/ });
  // The demo's three deliveries and a header; journeys run before this one add their events' deliveries.
  await expect.poll(() => log.getByRole('row').count()).toBeGreaterThanOrEqual(4);
  await expect(log).toContainText('assessment.approved');
  await expect(log).toContainText('HTTP 503');
  await shots(page, 'webhook-delivery-log');
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await form.getByLabel('Endpoint URL').fill('http://10.0.0.5/hooks');
  await form.getByLabel('Determination approved').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('The endpoint must use https.');
  await form.getByLabel('Endpoint URL').fill('https://10.0.0.5/hooks');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('The endpoint must be a public address');
  await form.getByLabel('Endpoint URL').fill('https://93.184.216.34/statera/events');
  await form.getByLabel('Description').fill('Payroll bridge');
  await form.getByRole('button', { name: 'Save' }).click();
  const secret = page.getByRole('dialog', { name: 'Signing secret' });
  await expect(secret.getByTestId('webhook-secret')).toContainText('whsec_');
  await shots(page, 'webhook-secret');
  await secret.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('article', { name: 'https://93.184.216.34/statera/events' })).toContainText(
    'Payroll bridge',
  );
});

test('/documentation shows every path whole, its method badge aligned with the others, at 1440 and 375 px', async ({
  page,
  signIn,
}) => {
  await signIn('clientAdmin', '/documentation');
  // The whole document (some 250 operations) loads first: slow on a busy machine.
  await expect(page.locator('section[aria-labelledby="tag-webhooks"]')).toBeVisible({ timeout: 60_000 });
  const longest = page.getByRole('button', { name: /\/api\/companies\/\{id\}\/webhooks\/\{endpointId\}\/deliveries/ });
  await longest.click();
  await expect(page.getByText(/delivery log: status, attempts/).first()).toBeVisible();
  await shots(
    page,
    'documentation',
    async () => {
      const geometry = await page.$$eval('[data-operation]', (rows) =>
        rows.slice(0, 60).map((row) => {
          const badge = row.querySelector('[data-method]')!.getBoundingClientRect();
          const path = row.querySelector('[data-path]') as HTMLElement;
          const control = row.getBoundingClientRect();
          // The path's block (its lines) neither overflows nor reaches past the control.
          const block = path.parentElement as HTMLElement;
          const lines = [...path.getClientRects()];
          return {
            badgeLeft: Math.round(badge.left),
            badgeWidth: Math.round(badge.width),
            badgeTop: Math.round(badge.top - control.top),
            clipped:
              block.scrollWidth > block.clientWidth + 1 ||
              lines.some((r) => r.right > control.right + 1 || r.left < control.left),
            path: path.textContent,
          };
        }),
      );
      expect(geometry.length).toBeGreaterThan(10);
      expect(geometry.filter((g) => g.clipped).map((g) => g.path)).toEqual([]);
      expect(new Set(geometry.map((g) => g.badgeLeft)).size).toBe(1);
      expect(new Set(geometry.map((g) => g.badgeWidth)).size).toBe(1);
      expect(new Set(geometry.map((g) => g.badgeTop)).size).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await longest.scrollIntoViewIfNeeded();
    },
    false,
  );
});
