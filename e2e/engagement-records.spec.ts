import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { answerEveryQuestion, choose, displayDate, logEngagement, logout, submitForReview } from './support/ui.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const inDays = (days: number) => displayDate(new Date(Date.now() + days * 86_400_000));

test('a client admin edits an engagement, keeps its documents, extends it, has a contract change reassessed and follows its emails', async ({
  page,
  signIn,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now().toString(36);
  const individual = `Rowan Records ${stamp}`;

  // An engagement with an approved assessment (a contract change is reassessed against it).
  await signIn('clientAdmin');
  const engagementUrl = await logEngagement(page, {
    entityName: `Records Consulting ${stamp} Ltd`,
    individual,
    workerEmail: `rowan.${stamp}@example.test`,
    service: 'Payments platform audit',
  });
  await logout(page);
  await signIn('specialist');
  await page.goto(engagementUrl);
  await page.getByRole('link', { name: 'Open assessment' }).click();
  await expect(page).toHaveURL(/\/assessments\/[0-9a-f-]{36}$/);
  const assessmentUrl = new URL(page.url()).pathname;
  await answerEveryQuestion(page);
  await submitForReview(page);
  await expect(page.getByText("The assessment is waiting for the approver's review.")).toBeVisible();
  await logout(page);
  await signIn('approver');
  await page.goto(`${assessmentUrl}/review`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(engagementUrl);
  await logout(page);

  // The client admin edits the engagement.
  await signIn('clientAdmin');
  await page.goto(`${engagementUrl}?tab=engagement`);
  const form = page.getByRole('form', { name: 'Edit the engagement' });
  await form.getByLabel('Your reference').fill(`PO-${stamp}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The engagement was saved.')).toBeVisible();

  // Uploads two documents.
  await page.getByRole('tab', { name: 'Documents' }).click();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Add documents' }).click(),
  ]);
  await chooser.setFiles([
    {
      name: 'Master services agreement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    },
    {
      name: 'Org chart.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    },
  ]);
  await expect(page.getByText('2 documents added.')).toBeVisible();
  await expect(page.getByText('Master services agreement.pdf')).toBeVisible();
  await expect(page.getByText('Org chart.png')).toBeVisible();
  await shot(page, 'records-documents');

  // Extends the contract.
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Change dates' }).click();
  const dates = page.getByRole('dialog', { name: 'Change the contract dates' });
  await dates.getByLabel('Contract end').fill(inDays(240));
  // Close the date picker without pressing Escape (that would close the modal).
  await dates.getByText('Shorten the contract, or extend it while it is still in date.', { exact: false }).click();
  await dates.getByRole('button', { name: 'Save dates' }).click();
  await expect(page.getByText('The contract dates were changed.')).toBeVisible();

  // Asks for a contract change, applies it, and starts the reassessment it offers.
  await page.goto(`${engagementUrl}?tab=engagement`);
  await page.getByRole('button', { name: 'Request a change' }).click();
  const request = page.getByRole('dialog', { name: 'Request a contract change' });
  await request.getByLabel('What changed and why').fill('The scope now includes the card-issuing platform.');
  await request.getByLabel('New service provided').fill('Payments and card-issuing platform audit');
  // A new party too: the engagement moves to one of its company's departments.
  await request.getByRole('combobox', { name: 'New department', exact: true }).click();
  const departmentOption = page.getByRole('option').filter({ hasNotText: 'No department' }).first();
  const department = ((await departmentOption.textContent()) ?? '').trim();
  await departmentOption.click();
  await shot(page, 'records-contract-change-parties');
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(request).toBeHidden();
  await page.getByRole('button', { name: 'Fulfil' }).click();
  await page
    .getByRole('dialog', { name: 'Apply this change to the engagement?' })
    .getByRole('button', { name: /Fulfil|Apply|Confirm/ })
    .click();
  await expect(page.getByText('The change was applied.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'New values' }).first().getByText(department)).toBeVisible();
  await page.getByRole('button', { name: 'Start reassessment' }).click();
  await expect(page.getByText('The reassessment was started.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the reassessment' }).click();
  await expect(page).toHaveURL(/\/assessments\/[0-9a-f-]{36}$/);
  expect(new URL(page.url()).pathname).not.toBe(assessmentUrl);

  // Follows the emails about the engagement in the tracker: the change request went out through SMTP.
  await page.goto(`${engagementUrl}/email-tracker`);
  await expect(page.getByRole('heading', { name: 'Email tracker' })).toBeVisible();
  const requested = page
    .locator('section, article, div')
    .filter({ hasText: /^Contract change requested/ })
    .first();
  await expect(page.getByText(/Contract change requested/).first()).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Processed').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await shot(page, 'records-email-tracker');
  expect(requested).toBeTruthy();

  // The engagement list filtered by the engagement's new department (company first when there are several).
  await page.goto('/engagements');
  const departmentFilter = page.getByRole('combobox', { name: 'Department', exact: true });
  await expect(departmentFilter).toBeVisible();
  const companyFilter = page.getByRole('combobox', { name: 'Company', exact: true });
  if (await companyFilter.isVisible()) {
    await companyFilter.click();
    await page
      .getByRole('option', { name: department === 'Product' ? /Northwind Digital/ : /Northwind Group/ })
      .first()
      .click();
  }
  await choose(page, 'Department', department);
  await expect(page).toHaveURL(/departmentId=/);
  await expect(page.getByText(individual).first()).toBeVisible();
  await shot(page, 'records-department-filter');
});
