import type { DbOrTx } from '../../db/client.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { workerAccountAnsweredEmail, workerAccountReceiptEmail } from '../mail/templates/worker-account.ts';
import { type AccountSubject, peopleByIds, type WorkerAccountRow } from './worker-account.repository.ts';
import { accountWithComparison } from './worker-account.service.ts';
import { assessmentPageLink } from './worker-key.ts';

/** `2026-03-01T…` → `01.03.2026` (spec §9). */
const displayDay = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('.');

/**
 * In the transaction of the worker's answer: a dated receipt to the worker, and a notice to the
 * specialist and the approver with the number of differences (HTML and text, through the outbox).
 */
export async function notifyWorkerAnswered(
  tx: DbOrTx,
  s: AccountSubject,
  account: WorkerAccountRow & { answeredAt: Date },
): Promise<void> {
  const facts = { clientName: s.clientName, individualName: s.individualName, serviceProvided: s.serviceProvided };
  const tag = { entityType: 'assessment', entityId: s.assessment.id };
  await enqueueEmail(tx, {
    ...tag,
    to: account.email,
    content: workerAccountReceiptEmail({ ...facts, answeredAt: displayDay(account.answeredAt) }),
  });
  const found = await accountWithComparison(tx, s);
  const differenceCount = found?.comparison.differences.filter((d) => d.differs).length ?? 0;
  const people = await peopleByIds(tx, [s.assessment.answererId, s.assessment.approverId]);
  for (const [id, screen] of [
    [s.assessment.answererId, 'assessment'],
    [s.assessment.approverId, 'review'],
  ] as const) {
    const p = people.get(id);
    if (!p) continue;
    await enqueueEmail(tx, {
      ...tag,
      to: p.email,
      content: workerAccountAnsweredEmail({
        ...facts,
        firstName: p.firstName,
        link: assessmentPageLink(s.assessment.id, screen),
        differenceCount,
      }),
    });
  }
}
