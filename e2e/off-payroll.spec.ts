import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { choose, displayDate } from './support/ui.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
/** The page at a width (1440 and 375 px), whole, for the record of what the screens look like. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a client admin enters a financial year, reads the scope per tax year, logs an engagement through an umbrella company and reads its liability and exposure', async ({
  page,
  signIn,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now().toString(36);

  // The group's off-payroll scope: the demo's years decide 2021/22 to 2026/27; 2027/28 waits for
  // the year to 31 March 2026.
  await signIn('clientAdmin', '/settings?tab=offPayroll');
  await expect(page.getByRole('heading', { name: 'Scope per tax year' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Tax year 2027/28' });
  await expect(next).toContainText('Assumed in scope');
  await expect(page.getByRole('button', { name: 'Tax year 2026/27' })).toContainText('In scope');

  await page.getByRole('button', { name: 'Add a financial year' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a financial year' });
  await dialog.getByLabel('First day').fill('01.04.2025');
  await dialog.getByLabel('First day').press('Tab');
  await dialog.getByLabel('Last day').fill('31.03.2026');
  await dialog.getByLabel('Last day').press('Tab');
  await dialog.getByLabel('Turnover (£)').fill('52,400,000');
  await dialog.getByLabel('Balance sheet total (£)').fill('24,100,000');
  await dialog.getByLabel('Average number of employees').fill('331');
  await dialog.getByLabel("These are a group's aggregate figures").check();
  await dialog.getByLabel('Gross turnover (£)').fill('56,900,000');
  await dialog.getByLabel('Gross balance sheet total (£)').fill('26,000,000');
  await dialog.getByLabel('Evidence').fill(`Draft group accounts to 31 March 2026 (${stamp})`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The financial year was saved and the scope decided again.')).toBeVisible();

  // 2027/28 is now decided on that year, with its working.
  await expect(next).toContainText('In scope');
  await expect(next).not.toContainText('Assumed');
  await next.click();
  await expect(
    page.getByText(
      'The relevant financial year is 01.04.2025 to 31.03.2026: its accounts were due by 31.12.2026, before the tax year starts on 06.04.2027.',
    ),
  ).toBeVisible();
  // The year begins before 6 April 2025: judged on the earlier limits (£10.2m), not the new £15m.
  await expect(page.getByText('Turnover £52.4m — limit £10.2m: not met')).toBeVisible();
  await shots(page, 'off-payroll-scope');

  // A new engagement through an agency and an umbrella company, entered in the engagement form.
  await page.getByRole('link', { name: 'New engagement' }).first().click();
  await choose(page, 'Company', /Northwind Group/);
  await page.getByRole('button', { name: 'New engaged entity' }).click();
  const entity = page.getByRole('dialog', { name: 'New engaged entity' });
  await entity.getByRole('textbox', { name: 'Name', exact: true }).fill(`Canopy Pay ${stamp} Ltd`);
  await entity.getByLabel("Engaged individual's name").fill(`Ines Varga ${stamp}`);
  await entity.getByLabel("Engaged individual's email").fill(`ines.${stamp}@example.test`);
  await entity.getByRole('button', { name: 'Add engaged entity' }).click();
  await expect(entity).toBeHidden();
  const today = new Date();
  await page.getByLabel('Contract start').fill(displayDate(today));
  await page.getByLabel('Contract start').press('Escape');
  await page.getByLabel('Contract end').fill(displayDate(new Date(today.getTime() + 240 * 86_400_000)));
  await page.getByLabel('Contract end').press('Escape');
  await page.getByLabel('Contract value (£)').fill('84000');
  await page.getByLabel('Service provided').fill('Data warehouse support');
  await page.getByRole('button', { name: 'Add an agency' }).click();
  await page.getByRole('listitem', { name: 'Party 1' }).getByLabel('Name').fill('Crest Staffing');
  await page.getByRole('button', { name: 'Add an umbrella company' }).click();
  const umbrella = page.getByRole('listitem', { name: 'Party 2' });
  await umbrella.getByLabel('Name').fill(`Canopy Pay ${stamp} Ltd`);
  await umbrella.getByLabel('Email for the SDS').fill(`payroll.${stamp}@canopy.test`);
  await choose(page, 'Specialist', 'specialist@northwind.test');
  await choose(page, 'Approver', 'approver@northwind.test');
  await page.getByRole('button', { name: 'Create engagement' }).click();
  await expect(page).toHaveURL(/\/engagements\/[0-9a-f-]{36}$/);

  // The liability and exposure card: the umbrella company employs the worker, the agency
  // contracting with the client shares its PAYE from 6 April 2026, and the money at stake.
  const card = page.getByRole('region', { name: 'Liability and money at stake' });
  await expect(card.getByText('Umbrella company employs the worker', { exact: true })).toBeVisible();
  await expect(card.getByText('Jointly liable with the umbrella company')).toBeVisible();
  await expect(card.getByText('Crest Staffing').first()).toBeVisible();
  await expect(card.getByText(/is jointly and severally liable for the umbrella company's PAYE/)).toBeVisible();
  await expect(card.getByRole('table', { name: 'Money at stake if inside the rules' })).toContainText('Total');
  await shots(page, 'liability-card-umbrella');

  // The agency is in fact not UK resident: the client becomes the relevant party (s.61Z).
  await page.getByRole('tab', { name: 'Engagement' }).click();
  const chain = page.getByRole('region', { name: 'Supply chain' });
  const agency = chain.getByRole('listitem', { name: 'Party 1' });
  await agency.getByRole('combobox', { name: 'Residence' }).click();
  await page.getByRole('option', { name: 'Outside the UK' }).click();
  await chain.getByRole('button', { name: 'Save the chain' }).click();
  await expect(page.getByText('The chain was saved.')).toBeVisible();
  await shots(page, 'chain-editor');
  await page.getByRole('tab', { name: 'Summary' }).click();
  await expect(card.getByText(/Northwind Group plc is jointly and severally liable/)).toBeVisible();

  // The engagement's history records the chain.
  await page.getByRole('tab', { name: 'Engagement' }).click();
  await expect(page.getByText('Supply chain changed').first()).toBeVisible();
});

test('the approved demo engagement: the fee-payer, a link without a receipt and the money at stake', async ({
  page,
  signIn,
}) => {
  await signIn('clientAdmin', '/engagements?globalFilter=Owen');
  await page
    .getByRole('link', { name: /Owen Price/ })
    .first()
    .click();
  const card = page.getByRole('region', { name: 'Liability and money at stake' });
  await expect(card.getByText('Off-payroll rules (Chapter 10)')).toBeVisible();
  await expect(
    card.getByText(
      'Meridian Contract Solutions has not confirmed receiving the SDS: until it does, Brightpath Recruitment stays liable.',
    ),
  ).toBeVisible();
  await expect(card.getByText('Set-off (estimate)').first()).toBeVisible();
  await shots(page, 'liability-card-chain');
});
