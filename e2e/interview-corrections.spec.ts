import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { answerEveryQuestion, logEngagement, logout, submitForReview } from './support/ui.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
/** The screen at the desktop and the phone width (E2E_SHOTS_DIR set: reviews). */
const shots = async (page: Page, name: string) => {
  if (!SHOTS) return;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

// Issue 31: the individual's role on the engagement form, and one corrected answer that brings the
// later answers back pre-selected instead of wiping them, then a submission that asks first.
test('a role is logged with the engagement; correcting an answer brings the later ones back to confirm', async ({
  page,
  signIn,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now().toString(36);
  await signIn('clientAdmin');
  const engagementUrl = await logEngagement(
    page,
    {
      entityName: `Corrections ${stamp} Ltd`,
      individual: `Casey Corrections ${stamp}`,
      workerEmail: `casey.${stamp}@example.test`,
      service: 'Data platform migration',
      role: 'Data engineer',
    },
    () => shots(page, 'engagement-create-role'),
  );
  await expect(page.getByText('Data engineer')).toBeVisible();
  await shots(page, 'engagement-summary-role');
  await logout(page);

  await signIn('specialist');
  await page.goto(engagementUrl);
  await page.getByRole('link', { name: 'Open assessment' }).click();
  await answerEveryQuestion(page);
  // Change the first answer: the confirmation says the later answers come back to be confirmed.
  await page
    .getByRole('button', { name: /^Change: / })
    .first()
    .click();
  const question = page.locator('form[aria-labelledby^="question-"]');
  await question
    .getByRole('radio', { checked: false })
    .or(question.getByRole('checkbox', { checked: false }))
    .first()
    .check();
  await question.getByRole('button', { name: 'Next' }).click();
  const warning = page.getByRole('dialog', { name: 'Change this answer?' });
  await expect(warning).toContainText('They come back pre-selected');
  await warning.getByRole('button', { name: 'Change answer' }).click();
  await expect(warning).toBeHidden();

  // Either the next answers come back as they were (read, then confirm them together), or the new
  // path asks a question it did not ask before, which starts empty.
  const notice = page.getByRole('button', { name: /^Review \d+ answers?$/ });
  const done = page.getByText('All questions are answered.');
  await expect(notice.or(question).or(done).first()).toBeVisible();
  if (await notice.isVisible()) {
    await shots(page, 'interview-unchanged-notice');
    await notice.click();
    const review = page.getByRole('dialog', { name: /unchanged answers?$/ });
    await shots(page, 'interview-unchanged-review');
    await review.getByRole('button', { name: /^Confirm \d+ unchanged answers?$/ }).click();
    await expect(review).toBeHidden();
  }
  // Whatever is still open is answered as before.
  for (let i = 0; i < 300 && !(await done.isVisible()); i++) {
    await expect(done.or(question)).toBeVisible();
    if (await done.isVisible()) break;
    const id = await question.getAttribute('aria-labelledby');
    const choice = question.getByRole('radio').or(question.getByRole('checkbox'));
    const chosen = question.getByRole('radio', { checked: true }).or(question.getByRole('checkbox', { checked: true }));
    if ((await chosen.count()) === 0) await choice.first().check();
    await question.getByRole('button', { name: /^(Next|Confirm and continue)$/ }).click();
    await expect(page.locator(`form[aria-labelledby="${id}"]`)).toHaveCount(0);
  }
  await expect(done).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await shots(page, 'interview-submit-confirm');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await submitForReview(page);
  await expect(page.getByText("The assessment is waiting for the approver's review.")).toBeVisible();
});
