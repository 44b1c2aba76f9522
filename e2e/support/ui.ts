import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Dates are typed as the app shows them, DD.MM.YYYY (spec §9). */
export const displayDate = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('.');

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Clicks `button` and answers the first bytes of the file the browser saves. */
export async function downloadBy(page: Page, click: () => Promise<void>): Promise<{ file: Download; head: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = await readFile((await file.path())!);
  return { file, head: bytes.subarray(0, 5).toString('latin1') };
}

/** Opens a Mantine select by its label and picks the option whose text contains `option`. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** On an assessment page: starts the interview and answers every question with its first answer. */
export async function answerEveryQuestion(page: Page) {
  await page.getByRole('button', { name: 'Start interview' }).click();
  const done = page.getByText('All questions are answered.');
  for (let i = 0; i < 300; i++) {
    const question = page.locator('form[aria-labelledby^="question-"]');
    await expect(done.or(question)).toBeVisible();
    if (await done.isVisible()) break;
    const id = await question.getAttribute('aria-labelledby');
    await question.getByRole('radio').or(question.getByRole('checkbox')).first().check();
    await question.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator(`form[aria-labelledby="${id}"]`)).toHaveCount(0);
  }
  await expect(done).toBeVisible();
}

/** On an answered interview: submits it for the approver's review, confirming in the dialog it asks. */
export async function submitForReview(page: Page) {
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page
    .getByRole('dialog', { name: 'Submit for review' })
    .getByRole('button', { name: 'Submit for review' })
    .click();
}

/**
 * As a signed-in client admin: logs an engagement of the demo group with a new engaged entity and
 * worker (the demo specialist and approver), and answers the engagement page's path.
 */
export async function logEngagement(
  page: Page,
  v: { entityName: string; individual: string; workerEmail: string; service: string; role?: string },
  beforeCreate?: () => Promise<void>,
): Promise<string> {
  await page.getByRole('link', { name: 'New engagement' }).first().click();
  await expect(page.getByRole('heading', { name: 'New engagement' })).toBeVisible();
  await choose(page, 'Company', /Northwind/);
  await page.getByRole('button', { name: 'New engaged entity' }).click();
  const dialog = page.getByRole('dialog', { name: 'New engaged entity' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(v.entityName);
  await dialog.getByLabel("Engaged individual's name").fill(v.individual);
  await dialog.getByLabel("Engaged individual's email").fill(v.workerEmail);
  await dialog.getByRole('button', { name: 'Add engaged entity' }).click();
  await expect(dialog).toBeHidden();
  const today = new Date();
  await page.getByLabel('Contract start').fill(displayDate(today));
  await page.getByLabel('Contract start').press('Escape');
  await page.getByLabel('Contract end').fill(displayDate(new Date(today.getTime() + 180 * 86_400_000)));
  await page.getByLabel('Contract end').press('Escape');
  await page.getByLabel('Contract value (£)').fill('36000');
  await page.getByLabel('Service provided').fill(v.service);
  await choose(page, 'Specialist', 'specialist@northwind.test');
  await choose(page, 'Approver', 'approver@northwind.test');
  if (v.role) await page.getByRole('combobox', { name: 'Role of the individual' }).fill(v.role);
  await beforeCreate?.();
  await page.getByRole('button', { name: 'Create engagement' }).click();
  await expect(page).toHaveURL(/\/engagements\/[0-9a-f-]{36}$/);
  // The new engagement opens at its top, not as far down as the form was scrolled to its button.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // (polled: the scroll is put back after the page has drawn)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  return new URL(page.url()).pathname;
}
