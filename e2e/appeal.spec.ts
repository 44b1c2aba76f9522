import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';
import { answerEveryQuestion, logEngagement, logout, submitForReview } from './support/ui.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** The appeal link of a worker's email (the statement email or a later one). */
function appealLinkOf(text: string): string {
  const link = text.match(/https?:\/\/\S+\/appeal\/[A-Za-z0-9_-]{22,}/)?.[0];
  expect(link, text).toBeTruthy();
  return link!;
}

/** The specialist answers the open assessment of the engagement and submits it; the approver approves it. */
async function assessAndApprove(
  page: Page,
  signIn: (role: 'specialist' | 'approver') => Promise<void>,
  engagementUrl: string,
) {
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
  return assessmentUrl;
}

test('a worker disagrees through the SDS email’s link; the manager asks for more, accepts, and the reassessment’s new SDS reaches the worker', async ({
  page,
  signIn,
}) => {
  test.setTimeout(600_000); // two interviews and five people
  const stamp = Date.now().toString(36);
  const individual = `Avery Appeal ${stamp}`;
  const workerEmail = `avery.${stamp}@example.test`;
  const reasons = `I send substitutes and carry my own financial risk (${stamp}).`;

  // An approved assessment with its SDS sent to the worker (the demo group has the appeal feature).
  await signIn('clientAdmin');
  const engagementUrl = await logEngagement(page, {
    entityName: `Appeal Consulting ${stamp} Ltd`,
    individual,
    workerEmail,
    service: 'Cloud cost review',
  });
  await logout(page);
  const firstAssessment = await assessAndApprove(page, signIn, engagementUrl);
  await page.goto(firstAssessment);
  await expect(
    page
      .getByRole('region', { name: 'Status Determination Statement' })
      .getByRole('button', { name: 'Download version 1' }),
  ).toBeVisible({ timeout: 30_000 });
  await page.goto(engagementUrl);
  const sentTo = page.getByRole('region', { name: 'Statement sent to' });
  await sentTo.getByRole('button', { name: 'Send statement' }).click();
  const send = page.getByRole('dialog', { name: 'Send the statement' });
  await send.getByRole('button', { name: 'Send to 1 recipient' }).click();
  await expect(send).toBeHidden();
  await logout(page);

  // The worker opens the appeal link of the statement email; the key leaves the address bar.
  const sdsMail = await waitForMail(workerEmail, { subject: 'Status Determination Statement from' });
  await page.goto(appealLinkOf(sdsMail.text));
  await expect(page).toHaveURL(/\/appeal$/);
  await expect(page.getByRole('textbox', { name: 'Your email' })).toHaveValue(workerEmail);
  await page.getByLabel('I agree that the client and Statera process what I send for this appeal.').check();
  await page.getByRole('button', { name: 'Start my appeal' }).click();
  const reasonsThread = page.getByRole('region', { name: 'Your reasons' });
  await reasonsThread.getByLabel('Your comment').fill(reasons);
  await reasonsThread.getByRole('button', { name: 'Save draft' }).click();
  await expect(reasonsThread.getByText(reasons)).toBeVisible();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    reasonsThread.getByRole('button', { name: 'Attach files' }).click(),
  ]);
  await chooser.setFiles({
    name: 'invoices.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(reasonsThread.getByText('invoices.pdf')).toBeVisible();
  await shot(page, 'appeal-worker-draft');
  await page.getByRole('button', { name: 'Send to the appeal manager' }).click();
  await expect(page.getByText('The appeal manager is considering what you sent.').first()).toBeVisible();

  // The lead appeal manager reads it and asks for more.
  await signIn('appealManager');
  await page.goto('/appeals');
  await page.getByRole('link', { name: individual }).first().click();
  await expect(page.getByRole('heading', { name: `Appeal of ${individual}` })).toBeVisible();
  await expect(page.getByText(reasons)).toBeVisible();
  await expect(page.getByText('invoices.pdf')).toBeVisible();
  await shot(page, 'appeal-manager');
  const askedAt = new Date();
  await page.getByRole('button', { name: 'Ask the worker for more' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask the worker for more' });
  await ask.getByLabel('Message to the worker (optional)').fill('Please send the dates the substitutes worked.');
  await ask.getByRole('button', { name: 'Send to the worker' }).click();
  await expect(ask).toBeHidden();
  await logout(page);

  // The worker answers through the link of the new email.
  const askMail = await waitForMail(workerEmail, { since: askedAt, subject: 'asks for more information' });
  await page.goto(appealLinkOf(askMail.text));
  const additional = page.getByRole('region', { name: 'Additional information' });
  await additional.getByLabel('Your comment').fill('Substitutes worked 3–7 March and 9–13 June.');
  await additional.getByRole('button', { name: 'Save draft' }).click();
  await expect(additional.getByText('Substitutes worked 3–7 March and 9–13 June.')).toBeVisible();
  await page.getByRole('button', { name: 'Send to the appeal manager' }).click();
  await expect(page.getByText('The appeal manager is considering what you sent.').first()).toBeVisible();

  // The manager accepts: a reassessment starts.
  await signIn('appealManager');
  await page.goto('/appeals');
  await page.getByRole('link', { name: individual }).first().click();
  await expect(page.getByText('Substitutes worked 3–7 March and 9–13 June.')).toBeVisible();
  await page.getByRole('button', { name: 'Close with a decision' }).click();
  const close = page.getByRole('dialog', { name: 'Close the appeal with a decision' });
  await close.getByRole('radio', { name: 'Accepted (reassessment needed)' }).check();
  await close
    .getByLabel('Reasons for the decision')
    .fill('The substitution evidence changes the answers on personal service.');
  await close.getByRole('button', { name: 'Close the appeal' }).click();
  await expect(close).toBeHidden();
  await logout(page);

  // The specialist reassesses, the approver approves; the new SDS goes to the worker.
  const approvedAt = new Date();
  await assessAndApprove(page, signIn, engagementUrl);
  await logout(page);
  const newSds = await waitForMail(workerEmail, {
    since: approvedAt,
    subject: 'Status Determination Statement from',
    timeout: 150_000,
  });
  expect(newSds.text).toContain('/contractor-reports/');
});
