import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { TEngagementListItem, TEngagementPage } from '../packages/shared/src/schemas/engagement.ts';
import { expect, test } from './support/fixtures.ts';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const WIDTHS = [375, 1024, 1440] as const;

/** Serious and critical axe violations of the page as it is now (WCAG 2.1 A/AA rules and best practice). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('accessibility (axe)', () => {
  test('the login page has no serious or critical violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a customer login path is in the client theme and has none', async ({ page }) => {
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
      );
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    const appColour = await primary();
    // An unknown name stays on the page (a known one goes straight to its provider).
    await page.goto('/login/no-such-organisation');
    await expect(page.getByText('No single sign-on is set up under this name')).toBeVisible();
    expect(await primary()).not.toBe(appColour);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the engagement list has none, with its header filter open and on mobile', async ({ page, signIn }) => {
    await signIn('clientAdmin', '/engagements');
    const table = page.getByRole('table', { name: 'Engagements' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Filter by Status' }).click();
    await expect(page.getByRole('combobox', { name: 'Engagement status' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The mobile layout: cards, filters and sort in the toolbar.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/engagements');
    await expect(page.getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // The engaged-entity modal is the shared AppModal shown through the modal stack.
  test('an open modal has none, and Escape closes it', async ({ page, signIn }) => {
    await signIn('clientAdmin', '/engagements/create');
    await page.getByRole('combobox', { name: 'Company', exact: true }).click();
    await page
      .getByRole('option', { name: /Northwind/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'New engaged entity' }).click();
    const dialog = page.getByRole('dialog', { name: 'New engaged entity' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

/** A fixed page of engagements, so the screenshots change only when the UI does (not with dates or data). */
function fixturePage(over: Partial<Pick<TEngagementPage, 'total' | 'totalCapped'>> = {}): TEngagementPage {
  const people = [
    ['Eleanor Vance', 'Harbour Data Consulting Ltd', 'Data platform migration', 'approved', 'low', 71, 29],
    ['Tomasz Nowak', 'Quill & Ledger LLP', 'Interim financial reporting', 'review', null, null, null],
    ['Lucia Rivera', 'Rivera Design', 'Brand identity refresh', 'in_progress', null, null, null],
    ['Owen Price', 'Kestrel Systems Ltd', 'Security architecture review', 'approved', 'high', 54, 46],
    ['Priya Shah', 'Shah Analytics Ltd', 'Reporting automation', 'created', null, null, null],
  ] as const;
  const data: TEngagementListItem[] = people.map(([individual, entity, service, status, risk, emp, self], i) => ({
    id: `00000000-0000-4000-8000-00000000000${i + 1}`,
    status: i === 4 ? 'preliminary' : 'active',
    type: 'normal',
    company: {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: i % 2 ? 'Northwind Digital Ltd' : 'Northwind Group plc',
    },
    department: null,
    agency: null,
    engagedEntityId: `00000000-0000-4000-8000-0000000000b${i + 1}`,
    engagedEntityName: entity,
    engagedEntityNumber: null,
    engagedEntityType: 'company',
    engagedIndividualId: `00000000-0000-4000-8000-0000000000c${i + 1}`,
    engagedIndividualName: individual,
    engagedIndividualEmail: null,
    serviceProvided: service,
    contractDateStart: `2026-0${i + 1}-10`,
    contractDateEnd: `2026-1${i % 3}-28`,
    dateCreated: '2026-01-05T09:00:00.000Z',
    currentAssessment: {
      id: `00000000-0000-4000-8000-0000000000d${i + 1}`,
      status,
      notStarted: status === 'created' ? 'ready' : null,
      type: 'assessment',
      dueDate: '2026-06-30',
      dateSubmitted: null,
      dateApproved: null,
      employed: emp,
      selfEmployed: self,
      riskLevel: risk,
    },
    documentsCount: i % 3,
  }));
  return { data, total: 45, totalCapped: false, page: 1, rows: 20, ...over };
}

/** Writes the PNG only when its bytes differ from the stored one (artefacts, not assertions). */
function storeIfChanged(name: string, png: Buffer): boolean {
  const path = `${SCREENSHOTS}${name}`;
  if (existsSync(path) && readFileSync(path).equals(png)) return false;
  writeFileSync(path, png);
  return true;
}

test('screenshots of the engagement list at 375, 1024 and 1440 px', async ({ page, signIn }) => {
  await signIn('clientAdmin');
  await page.route('**/api/my-engagements?*', (route) => route.fulfill({ json: fixturePage() }));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/engagements');
    await expect(page.getByText('Priya Shah').first()).toBeVisible();
    await expect(page.getByText('1–20 of 45')).toBeVisible();
    if (width === 375) await expect(page.getByRole('table')).toHaveCount(0);
    else await expect(page.getByRole('table', { name: 'Engagements' })).toBeVisible();
    const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    storeIfChanged(`engagement-list-${width}.png`, png);
  }
});

test('a total the server stopped counting reads "of 10000+", and the last page is the 500th', async ({
  page,
  signIn,
}) => {
  await signIn('clientAdmin');
  const asked: string[] = [];
  await page.route('**/api/my-engagements?*', (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('page') ?? '1');
    return route.fulfill({ json: fixturePage({ total: 10_000, totalCapped: true }) });
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/engagements');
  await expect(page.getByText('1–20 of 10000+')).toBeVisible();
  storeIfChanged(
    'engagement-list-capped-1440.png',
    await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }),
  );
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect.poll(() => asked.at(-1)).toBe('500');
});
