import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../packages/shared/src/demo.ts';
import { apiLogin, expect, test } from './support/fixtures.ts';
import { downloadBy } from './support/ui.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
/** A full-page screenshot at 1440 px and at 375 px wide (then back to the journeys' viewport). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300); // Mantine's layout settles after a resize
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const GUIDE = `Expenses policy ${Date.now().toString(36)}.pdf`;
/** A small real PDF: one page with one line of text. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// The guidance this journey adds is removed at the end, so later journeys' client admins and client
// users are not greeted by the updated-guidance modal.
test.afterAll(async ({ request }) => {
  const login = await apiLogin(request, DEMO_USERS.providerAdmin, DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${login.accessToken}` };
  const list = await (await request.get('/api/user-guidances?rows=100', { headers })).json();
  for (const g of list.data as { id: string; name: string }[]) {
    if (g.name === GUIDE) await request.delete(`/api/user-guidances/${g.id}`, { headers });
  }
});

test('the provider admin uploads guidance; a client user is told and opens it', async ({ page, signIn }) => {
  await signIn('providerAdmin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User guidance' }).click();
  await expect(page).toHaveURL(/\/user-guidance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User guidance' })).toBeVisible();
  const table = page.getByRole('table', { name: 'User guidance' });
  await expect(table.getByText('Statera user guide — getting started.pdf')).toBeVisible();

  // The same checks as every upload: a file that is not what its name says is refused before sending.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload documents' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain') });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt' })).toBeVisible();

  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload documents' }).click();
  await (await again).setFiles({ name: GUIDE, mimeType: 'application/pdf', buffer: pdf('Expenses policy') });
  await expect(page.getByText('The guidance document was added.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: GUIDE })).toHaveCount(1);
  await shots(page, 'user-guidance-provider-admin');

  // A client user (the lead appeal manager) opens the app: the updated-guidance modal names the new
  // guide (it never shows on /user-guidance itself, where the sign-in lands).
  await signIn('appealManager', '/user-guidance');
  await page.goto('/appeals');
  const modal = page.getByRole('dialog', { name: 'The user guidance has been updated' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: GUIDE })).toBeVisible();
  await shots(page, 'user-guidance-modal');

  // Opening it shows the document in a new tab (the signed link's page), and it is no longer new.
  const [tab] = await Promise.all([page.waitForEvent('popup'), modal.getByRole('button', { name: GUIDE }).click()]);
  await expect(tab).toHaveURL(/\/attachments\/[0-9a-f-]{36}\?token=/);
  await expect(tab.getByRole('heading', { name: GUIDE })).toBeVisible();
  await expect(
    tab.getByRole('button', { name: 'Download' }).or(tab.getByRole('link', { name: 'Download' })),
  ).toBeVisible();
  await tab.close();
  await expect(modal).toBeHidden();

  // The guidance page: every reader lists, previews and downloads; nothing to upload or delete.
  await page.goto('/user-guidance');
  const row = page.getByRole('table', { name: 'User guidance' }).getByRole('row').filter({ hasText: GUIDE });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('New')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload documents' })).toHaveCount(0);
  const { file, head } = await downloadBy(page, () => row.getByRole('button', { name: `Download ${GUIDE}` }).click());
  expect(file.suggestedFilename()).toBe(GUIDE);
  expect(head).toBe('%PDF-');
  await shots(page, 'user-guidance-reader');
});

test('a client admin asks for the company report, follows it and downloads it', async ({ page, signIn }) => {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Congratulations' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Finish' }).click();
  });
  // The guide the journey above added is new to the client admin too: arriving on /user-guidance and
  // moving on closes the updated-guidance modal for the session.
  await signIn('clientAdmin', '/user-guidance');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Group plc' })).toBeVisible();

  const card = page
    .locator('.mantine-Paper-root')
    .filter({ has: page.getByRole('heading', { name: 'Company report' }) });
  const ask = card.getByRole('button', { name: /Prepare report|Prepare again/ });
  await ask.click();
  // Progress while it is prepared (the demo group is small: it may be ready by the next poll).
  await expect(card.getByText('Preparing the report').or(card.getByText(/^Ready: prepared on/))).toBeVisible();
  await expect(card.getByText(/^Ready: prepared on/)).toBeVisible({ timeout: 30_000 });
  await expect(
    card.getByText(/^\d+ engagements?, \d+ determinations?, \d+ statement deliver(y|ies), \d+ appeals?$/),
  ).toBeVisible();
  await shots(page, 'company-report-ready');

  const { file, head } = await downloadBy(page, () => card.getByRole('button', { name: 'Download' }).click());
  expect(file.suggestedFilename()).toMatch(/^company_report_Northwind_Group_plc_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(head.slice(0, 2)).toBe('PK');
});
