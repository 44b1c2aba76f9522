import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';
import { answerEveryQuestion, logEngagement, logout, submitForReview } from './support/ui.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
/** The screen at the desktop and the phone width (E2E_SHOTS_DIR set: docs and reviews). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/worker-account-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

async function pdfText(path: string): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(await readFile(path)), verbosity: 0 }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    out.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return out.join(' ').replace(/\s+/g, ' ');
}

test('the worker gives their own account; the approver resolves the two differences; the SDS states it', async ({
  page,
  signIn,
}) => {
  const stamp = Date.now().toString(36);
  const individual = `Sam Worker ${stamp}`;
  const workerEmail = `sam.${stamp}@example.test`;

  await signIn('clientAdmin');
  const engagementUrl = await logEngagement(page, {
    entityName: `E2E Own Account ${stamp} Ltd`,
    individual,
    workerEmail,
    service: 'Platform reliability',
  });
  await page.getByRole('link', { name: 'Open assessment' }).click();
  // Read the address once the assessment page is there (the click only starts the navigation).
  await expect(page).toHaveURL(/\/assessments\/[0-9a-f-]{36}$/);
  const assessmentUrl = new URL(page.url()).pathname;
  await logout(page);

  // The specialist answers the interview, then asks the worker (the engaged individual's address).
  await signIn('specialist');
  await page.goto(assessmentUrl);
  await answerEveryQuestion(page);
  const card = page.getByRole('region', { name: "The worker's own account" });
  await card.getByRole('button', { name: 'Ask the worker' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask the worker for their account' });
  await ask.getByRole('button', { name: 'Ask the worker' }).click();
  await expect(ask).toBeHidden();
  await expect(card.getByText('Awaiting the worker')).toBeVisible();
  await logout(page);

  // The worker opens the link from the email; the key leaves the address at once.
  const mail = await waitForMail(workerEmail, { subject: 'asks for your account of how you work' });
  const link = mail.text.match(/https?:\/\/\S+\/worker-account\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/worker-account$/);
  await expect(page.getByRole('heading', { name: 'Your account of how you work' })).toBeVisible();
  await shots(page, 'form');
  // Their own account: the first answer everywhere, but they decide how and when they work.
  const differ: Record<string, string> = {
    'Who decides how you do the work — your methods and techniques?': 'I alone decide, as the expert',
    'Who decides your working hours and schedule?': 'I choose, subject only to deadlines',
  };
  for (const question of await page.getByRole('region').all()) {
    const name = (await question.getAttribute('aria-label')) ?? '';
    const choice = differ[name]
      ? question.getByRole('radio', { name: differ[name] })
      : question.getByRole('radio').or(question.getByRole('checkbox')).first();
    await choice.check();
  }
  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: 'Send my account' }).click();
  await expect(page.getByText(/Thank you\. Your account was received on/)).toBeVisible();
  await shots(page, 'received');

  // The specialist submits; the evidence question now comes from the worker's account.
  await signIn('specialist');
  await page.goto(assessmentUrl);
  await submitForReview(page);
  await expect(page.getByText("The assessment is waiting for the approver's review.")).toBeVisible();
  await logout(page);

  // The approver sees the two differences, cannot approve before resolving them, then resolves each.
  await signIn('approver');
  await page.goto(`${assessmentUrl}/review`);
  const review = page.getByRole('region', { name: "The worker's own account" });
  await expect(review.getByText('2 differing, 2 to resolve', { exact: false })).toBeVisible();
  const differences = review.getByRole('article');
  await expect(differences).toHaveCount(2);
  await shots(page, 'review');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Resolve every difference' })).toBeVisible();

  const how = differences.filter({ hasText: 'Who has the right to decide how the work is done' });
  await how.getByRole('radio', { name: "The specialist's answer stands" }).check();
  await how.getByLabel('Reason').fill('The statement of work names the client’s methods and reviews.');
  await how.getByRole('button', { name: 'Save resolution' }).click();
  await expect(how.getByText('Resolved', { exact: true })).toBeVisible();
  const when = differences.filter({ hasText: 'Who decides the worker’s hours and schedule' });
  await when.getByRole('radio', { name: 'Neither: record why' }).check();
  await when.getByLabel('Reason').fill('Hours follow the support rota both sides agreed.');
  await when.getByRole('button', { name: 'Save resolution' }).click();
  await expect(when.getByText('Resolved', { exact: true })).toBeVisible();
  await shots(page, 'resolved');

  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(engagementUrl);

  // The statement says the worker's view was sought, when, and how each difference was resolved.
  await page.goto(assessmentUrl);
  const sds = page.getByRole('region', { name: 'Status Determination Statement' });
  const version1 = sds.getByRole('button', { name: 'Download version 1' });
  await expect(version1).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), version1.click()]);
  const text = await pdfText((await file.path())!);
  expect(text).toContain("The worker's own account");
  expect(text).toMatch(/Worker's view sought Yes, on \d{2}\.\d{2}\.\d{4}/);
  expect(text).toContain("The client's answer stands: The statement of work names the client’s methods and reviews.");
  expect(text).toContain('Neither accepted; recorded: Hours follow the support rota both sides agreed.');
});
