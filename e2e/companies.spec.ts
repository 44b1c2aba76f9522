import { expect, test } from './support/fixtures.ts';

/** A value no earlier run has used: company names and numbers are unique across the platform. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const uniqueNumber = () => `${Date.now()}`.slice(-8);

test('a provider admin creates a client and finds it in the clients list', async ({ page, signIn }) => {
  const suffix = unique();
  const name = `E2E Client ${suffix}`;
  const adminEmail = `e2e.client.${suffix}@example.test`;

  await signIn('providerAdmin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

  await page.getByRole('link', { name: 'New client' }).click();
  await expect(page).toHaveURL(/\/clients\/create$/);
  // Nothing filled in: the shared rules answer before anything is sent.
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Company name' }).fill(name);
  await page.getByRole('textbox', { name: 'Company number' }).fill(uniqueNumber());
  await page.getByRole('textbox', { name: "Client admin's email" }).fill(adminEmail);
  await page.getByRole('button', { name: 'Create client' }).click();

  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Awaiting activation').first()).toBeVisible();
  await expect(page.getByText(adminEmail)).toBeVisible();

  await page.getByRole('link', { name: 'Back to clients' }).click();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(name);
  await expect(page).toHaveURL(/globalFilter=/);
  const row = page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Awaiting activation')).toBeVisible();
});

test('a client admin adds a subsidiary, renames it and adds a department', async ({ page, signIn }) => {
  const suffix = unique();
  const name = `E2E Subsidiary ${suffix}`;
  const renamed = `E2E Renamed ${suffix}`;
  const department = `Research ${suffix}`;

  // The onboarding modal greets a client admin whose steps are all done; close it whenever it shows.
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Congratulations' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Finish' }).click();
  });
  await signIn('clientAdmin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Subsidiaries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subsidiaries' })).toBeVisible();

  // The create-subsidiary modal: Create waits for input.
  await page.getByRole('button', { name: 'Add subsidiary' }).click();
  const create = page.getByRole('dialog', { name: 'Create a subsidiary' });
  await expect(create.getByRole('button', { name: 'Create subsidiary' })).toBeDisabled();
  await create.getByRole('textbox', { name: 'Company name' }).fill(name);
  await create.getByRole('textbox', { name: 'Company number' }).fill(uniqueNumber());
  await create.getByRole('textbox', { name: "Subsidiary admin's email" }).fill(`e2e.sub.${suffix}@example.test`);
  await create.getByRole('button', { name: 'Create subsidiary' }).click();
  await expect(create).toBeHidden();

  // Open it from the list and rename it in the edit company details modal.
  await page.getByRole('searchbox', { name: 'Search subsidiaries' }).fill(name);
  await expect(page).toHaveURL(/globalFilter=/);
  const row = page.getByRole('table', { name: 'Subsidiaries' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `Open ${name}` }).click();
  await expect(page).toHaveURL(/\/company\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit company details' });
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(edit.getByRole('textbox', { name: 'Company number' })).not.toBeEditable();
  await edit.getByRole('textbox', { name: 'Company name' }).fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // Departments: add one and save.
  await page.getByRole('tab', { name: 'Departments' }).click();
  await expect(page).toHaveURL(/tab=departments/);
  await page.getByRole('button', { name: 'Add department' }).click();
  await page.getByRole('textbox', { name: 'New department 1' }).fill(department);
  await page.getByRole('button', { name: 'Save departments' }).click();
  await expect(page.getByRole('textbox', { name: `Department name: ${department}` })).toHaveValue(department);
  await expect(page.getByText('The departments were saved.')).toBeVisible();
});
