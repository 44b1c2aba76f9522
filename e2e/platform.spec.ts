import { expect, test } from './support/fixtures.ts';

test('a provider admin plans maintenance from the platform settings, sees it listed, and cancels it', async ({
  page,
  signIn,
}) => {
  await signIn('providerAdmin');

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByRole('heading', { name: 'Platform settings' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Maintenance windows' });
  await expect(panel.getByText('No maintenance planned.')).toBeVisible();

  // Three days ahead at 22:00 for 2 hours, as the form proposes; only the message is typed.
  await panel.getByRole('button', { name: 'Plan maintenance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan maintenance' });
  await dialog.getByRole('textbox', { name: 'Message to users' }).fill('Moving to a larger database server');
  await dialog.getByRole('button', { name: 'Plan window' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Maintenance planned.', { exact: false })).toBeVisible();

  const row = panel.getByRole('row').filter({ hasText: 'Moving to a larger database server' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Planned', { exact: true })).toBeVisible();
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4} 10:00 PM/);

  await row.getByRole('button', { name: 'Cancel window' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this maintenance window?' });
  await confirm.getByRole('button', { name: 'Cancel window' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByText('No maintenance planned.')).toBeVisible();
});
