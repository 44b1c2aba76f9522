import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CSV_COLUMNS, DEMO_USERS } from '@statera/shared';
import { expect, test } from './support/fixtures.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
/** Each step at the desktop and the phone width (E2E_SHOTS_DIR set: docs and reviews). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/csv-import-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

/** An engagements file of `count` contractors (comma separated), with the header of the demo file. */
function engagementsFile(stamp: string, count: number, broken: (i: number) => Record<string, string> = () => ({})) {
  const columns = CSV_COLUMNS.engagements;
  const rows = Array.from({ length: count }, (_, i) => {
    const row: Record<string, string> = {
      engagedIndividualName: `Imported Worker ${stamp} ${i + 1}`,
      type: 'Company',
      companyName: `Imported Contractor ${stamp} ${i + 1} Ltd`,
      contractStart: day(14),
      contractEnd: day(380),
      contractValue: String(40_000 + i),
      serviceProvided: 'Data platform delivery',
      specialistEmail: DEMO_USERS.specialist,
      approverEmail: DEMO_USERS.approver,
      ...broken(i),
    };
    return columns.map((c) => row[c.field] ?? '').join(',');
  });
  return Buffer.from([columns.map((c) => c.header).join(','), ...rows].join('\r\n'));
}

test('a client admin imports 400 engagements from a file: errors per cell, fixed, imported with progress, found in the list', async ({
  page,
  signIn,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now().toString(36);
  await signIn('clientAdmin', '/engagements');
  await page.getByRole('link', { name: 'Import from a file' }).click();
  await expect(page).toHaveURL(/\/engagements\/import$/);
  await expect(page.getByRole('heading', { name: 'Import engagements' })).toBeVisible();
  await shots(page, 'file');

  // A file with mistakes in two rows: a date that is no day, a type the import does not know.
  const mistakes: Record<number, Record<string, string>> = {
    1: { contractStart: '31/02/2031' },
    3: { type: 'Partnership' },
  };
  const wrong = engagementsFile(stamp, 400, (i) => mistakes[i] ?? {});
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'contractors.csv', mimeType: 'text/csv', buffer: wrong });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page).toHaveURL(/\/engagements\/import\?key=[0-9a-f-]{36}$/);
  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('400 rows');
  await expect(summary).toContainText('2 with errors');
  const rows = page.getByTestId('import-rows');
  await expect(rows.getByText('Write the date as DD/MM/YYYY (a real day)')).toBeVisible();
  await expect(rows.getByText('The type is Company, Sole trader or LLP')).toBeVisible();
  await expect(rows.locator('td[aria-invalid="true"]')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Import 400 rows' })).toBeDisabled();
  await shots(page, 'preview-errors');

  // The error report lists the two rows with their errors.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download error report' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('contractors-errors.csv');
  const report = readFileSync((await download.path())!, 'utf8');
  expect(report).toContain('Contract start: Write the date as DD/MM/YYYY (a real day)');
  expect(report.trim().split('\r\n')).toHaveLength(3);

  // Fixed and uploaded again: every row ready, imported as a background job.
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'contractors.csv', mimeType: 'text/csv', buffer: engagementsFile(stamp, 400) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('All 400 rows are ready to import.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 400 rows' }).click();
  const progress = page.getByTestId('import-progress');
  await expect(progress).toBeVisible();
  // the bar itself (its filled part has no width at 0 %)
  await expect(progress.getByRole('progressbar')).toBeAttached();
  await expect(page.getByText('The engagements from the CSV file are being created.')).toBeVisible();
  await shots(page, 'progress');
  // A reload comes back to the same import (its key is in the address).
  await page.reload();
  const result = page.getByTestId('import-result');
  await expect(progress.or(result)).toBeVisible();
  await expect(result).toBeVisible({ timeout: 120_000 });
  await expect(result).toContainText('400 engagements were logged, each with its first assessment.');
  await shots(page, 'result');

  // The engagements are in the list, filtered to this import.
  await result.getByRole('link', { name: 'See the imported engagements' }).click();
  await expect(page).toHaveURL(/\/engagements\?importId=[0-9a-f-]{36}/);
  await expect(page.getByText('The list shows the engagements of one import.')).toBeVisible();
  await expect(page.getByText(new RegExp(`^Imported Worker ${stamp} \\d+$`)).first()).toBeVisible();
  await expect(page.getByText('1–20 of 400')).toBeVisible();
  await shots(page, 'list');
});
