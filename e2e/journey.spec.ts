import { DEMO_USERS } from '../packages/shared/src/demo.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';
import { answerEveryQuestion, choose, displayDate, downloadBy, logout, submitForReview } from './support/ui.ts';

test('an engagement goes from creation through interview, return and approval to the SDS in the worker’s hands', async ({
  page,
  signIn,
}) => {
  const stamp = Date.now().toString(36);
  const entityName = `E2E Contracting ${stamp} Ltd`;
  const individual = `Robin Tester ${stamp}`;
  const comment = `Please double-check the substitution answers (${stamp}).`;

  // The client admin logs an engagement, adding the engaged entity inline.
  await signIn('clientAdmin');
  await page.getByRole('link', { name: 'New engagement' }).first().click();
  await expect(page.getByRole('heading', { name: 'New engagement' })).toBeVisible();
  await choose(page, 'Company', /Northwind/);
  await page.getByRole('button', { name: 'New engaged entity' }).click();
  const dialog = page.getByRole('dialog', { name: 'New engaged entity' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(entityName);
  await dialog.getByLabel("Engaged individual's name").fill(individual);
  const workerEmail = `robin.${stamp}@example.test`;
  await dialog.getByLabel("Engaged individual's email").fill(workerEmail);
  await dialog.getByRole('button', { name: 'Add engaged entity' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Engaged entity' })).toHaveValue(entityName);
  await expect(page.getByRole('combobox', { name: 'Engaged individual' })).toHaveValue(new RegExp(individual));

  const today = new Date();
  await page.getByLabel('Contract start').fill(displayDate(today));
  await page.getByLabel('Contract start').press('Escape');
  await page.getByLabel('Contract end').fill(displayDate(new Date(today.getTime() + 180 * 86_400_000)));
  await page.getByLabel('Contract end').press('Escape');
  await page.getByLabel('Contract value (£)').fill('48250.50');
  await page.getByLabel('Service provided').fill('Data platform engineering');
  await choose(page, 'Specialist', DEMO_USERS.specialist);
  await choose(page, 'Approver', DEMO_USERS.approver);
  await page.getByRole('button', { name: 'Create engagement' }).click();

  await expect(page).toHaveURL(/\/engagements\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(individual);
  const engagementUrl = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Open assessment' }).click();
  await expect(page).toHaveURL(/\/assessments\/[0-9a-f-]{36}$/);
  const assessmentUrl = new URL(page.url()).pathname;
  await logout(page);

  // The specialist starts the interview and answers every question with its first answer.
  await signIn('specialist');
  await page.goto(assessmentUrl);
  await answerEveryQuestion(page);
  await submitForReview(page);
  await expect(page.getByText("The assessment is waiting for the approver's review.")).toBeVisible();
  await logout(page);

  // The approver returns it with a comment.
  await signIn('approver');
  await page.goto(`${assessmentUrl}/review`);
  await page.getByLabel('Comment for the specialist').fill(comment);
  await page.getByRole('button', { name: 'Return to specialist' }).click();
  await expect(page).toHaveURL(engagementUrl);
  await logout(page);

  // The specialist reads the comment and submits again.
  await signIn('specialist');
  await page.goto(assessmentUrl);
  await expect(page.getByText(comment)).toBeVisible();
  await submitForReview(page);
  await expect(page.getByText("The assessment is waiting for the approver's review.")).toBeVisible();
  await logout(page);

  // The approver approves; the engagement shows the result.
  await signIn('approver');
  await page.goto(`${assessmentUrl}/review`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(engagementUrl);
  const current = page.getByRole('region', { name: 'Current assessment' });
  await expect(current.getByText('Approved', { exact: true })).toBeVisible();
  await expect(current.getByText(/^Employed \d+%$/)).toBeVisible();
  await expect(current.getByText(/^Self-employed \d+%$/)).toBeVisible();
  await expect(current.getByText(/^(Low|Medium|High) risk$/)).toBeVisible();

  // The statement (SDS) is generated in the background; the approver downloads version 1.
  await page.goto(assessmentUrl);
  const sds = page.getByRole('region', { name: 'Status Determination Statement' });
  const version1 = sds.getByRole('button', { name: 'Download version 1' });
  await expect(version1).toBeVisible({ timeout: 30_000 });
  const issued = await downloadBy(page, () => version1.click());
  expect(issued.head).toBe('%PDF-');
  expect(issued.file.suggestedFilename()).toMatch(/\.pdf$/);

  // The approver sends it to the worker from the engagement page; the receipt ledger lists them.
  await page.goto(engagementUrl);
  const sentTo = page.getByRole('region', { name: 'Statement sent to' });
  await sentTo.getByRole('button', { name: 'Send statement' }).click();
  const send = page.getByRole('dialog', { name: 'Send the statement' });
  await send.getByRole('button', { name: 'Send to 1 recipient' }).click();
  await expect(send).toBeHidden();
  await expect(sentTo.getByText(workerEmail)).toBeVisible();
  // The receipt follows the delivery without a reload: "Queued" turns into "Sent".
  await expect(sentTo.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  await logout(page);

  // The worker, without an account, opens the link from one email and types the code from the other.
  const linkMail = await waitForMail(workerEmail, { subject: 'Status Determination Statement from' });
  const codeMail = await waitForMail(workerEmail, { subject: 'Your download code' });
  const link = linkMail.text.match(/https?:\/\/\S+\/contractor-reports\/[A-Za-z0-9_-]+/)?.[0];
  const code = codeMail.text.match(/^\s*(\d{8})\s*$/m)?.[1];
  expect(link, linkMail.text).toBeTruthy();
  expect(code, codeMail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Status Determination Statement' })).toBeVisible();
  await page.getByLabel('Individual code').fill(code!);
  const received = await downloadBy(page, () =>
    page.getByRole('button', { name: 'Download the statement (PDF)' }).click(),
  );
  expect(received.head).toBe('%PDF-');
});
