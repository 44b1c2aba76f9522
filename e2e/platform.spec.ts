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

test('a provider admin starts maintenance at once only after confirming, and ends it', async ({ page, signIn }) => {
  await signIn('providerAdmin');
  await page.getByRole('link', { name: 'Settings' }).first().click();
  const panel = page.getByRole('region', { name: 'Maintenance windows' });

  await panel.getByRole('button', { name: 'Plan maintenance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan maintenance' });
  await dialog.getByRole('switch', { name: 'Start now, without notice' }).check();
  await expect(dialog.getByText('Everyone but provider admins is signed out at once')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message to users' }).fill('Emergency security fix');
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/maintenance-start-now-${width}.png` });
  }
  // Back to the desktop table (below 768 px the windows are cards, without rows).
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Start maintenance now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start maintenance now?' });
  await expect(confirm).toContainText('without the 48-hour notice');
  await confirm.getByRole('button', { name: 'Start now' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();

  const row = panel.getByRole('row').filter({ hasText: 'Emergency security fix' });
  await expect(row.getByText('In progress', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'End now' }).click();
  await page
    .getByRole('dialog', { name: 'End this maintenance window now?' })
    .getByRole('button', { name: 'End now' })
    .click();
  await expect(row).toHaveCount(0);
});
