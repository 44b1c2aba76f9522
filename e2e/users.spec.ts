import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** The row of the people table that names `email`. */
const rowOf = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Client people' }).getByRole('row').filter({ hasText: email });

test('a client admin invites a person, sees them invited, then archives and restores them', async ({
  page,
  signIn,
}) => {
  const email = `e2e.invitee.${Date.now().toString(36)}@example.test`;

  // The onboarding modal greets a client admin whose steps are all done; close it whenever it shows.
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Congratulations' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Finish' }).click();
  });
  await signIn('clientAdmin');
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'People' })).toBeVisible();

  // Invite: a bad entry is listed and blocks sending until removed.
  await page.getByRole('button', { name: 'Invite people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite people' });
  await expect(dialog.getByRole('combobox', { name: 'Company' })).toHaveValue(/Northwind/);
  const emails = dialog.getByRole('textbox', { name: 'Email addresses' });
  await emails.fill(`${email}, not-an-email,`);
  await expect(dialog.getByRole('list', { name: 'Not valid email addresses' })).toContainText('not-an-email');
  await expect(dialog.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
  await emails.fill(` ${email} , `);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The invitation was sent.')).toBeVisible();

  // The new person is listed as invited.
  await page.getByRole('searchbox', { name: 'Search people' }).fill(email);
  await expect(page).toHaveURL(/globalFilter=/);
  const row = rowOf(page, email);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Resend the invitation/ })).toBeVisible();

  // Archive from the profile, then restore.
  await row.getByRole('link', { name: `Open ${email}` }).click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Archive ${email}?` });
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Archived', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText(`${email} was restored.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();

  // Back on the list, filtered by status: the person is invited again, not archived.
  await page.getByRole('link', { name: '← All people' }).click();
  await page.getByRole('searchbox', { name: 'Search people' }).fill(email);
  await expect(rowOf(page, email).getByText('Invited', { exact: true })).toBeVisible();
});
