import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test('the provider admin reads what the new rule set would change; the client admin starts a reassessment from it', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  // The demo's two results approved under rules 2.0.0 were re-run under the current release when seeded.
  await signIn('providerAdmin');
  await page.getByRole('link', { name: 'Rule-set impact' }).first().click();
  await expect(page.getByRole('heading', { name: 'What a new rule set would change' })).toBeVisible();
  await expect(page.getByText('statera-rules-2.1.0')).toBeVisible();
  await shot(page, 'rule-set-impacts-1440');
  await page.getByText('statera-rules-2.1.0').click();
  await expect(page.getByRole('heading', { name: 'What statera-rules-2.1.0 would change' })).toBeVisible();
  await expect(page.getByText('Nothing has been changed', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Northwind Group plc' })).toBeVisible();
  await expect(page.getByText('Tom Okafor')).toBeVisible();
  await expect(page.getByText('Priya Raman')).toBeVisible();
  await shot(page, 'rule-set-impact-report-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'rule-set-impact-report-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  const reportUrl = page.url();

  await signIn('clientAdmin', new URL(reportUrl).pathname);
  await expect(page.getByText('of your live results would change', { exact: false })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select Tom Okafor' }).check();
  await page.getByRole('button', { name: 'Start 1 reassessment' }).click();
  await expect(page.getByText('1 reassessment started.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Tom Okafor' });
  await expect(row.getByRole('link', { name: 'Started' })).toBeVisible();
  await shot(page, 'rule-set-impact-client-1440');
});
