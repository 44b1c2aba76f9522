import { ERROR_KEYS } from '@statera/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { interviewAnswers, workerAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findAccountSubject } from './worker-account.repository.ts';
import { accountWithComparison } from './worker-account.service.ts';

/** The evidence question and its answers (questionnaire 2.0.0, setup section). */
export const EVIDENCE_QUESTION = 'setup_evidence';
const BOTH = 'both';
const ONE_SIDE = 'one_side';

/**
 * The approval gate (issue 29 item 1), in the approval's transaction: every difference between the
 * worker's account and the answers being approved must be resolved. An account not given (awaited or
 * expired) never blocks. 409 otherwise, naming the questions.
 */
export async function assertWorkerDifferencesResolved(tx: DbOrTx, assessmentId: string): Promise<void> {
  const s = await findAccountSubject(tx, null, assessmentId);
  if (!s) return;
  const found = await accountWithComparison(tx, s);
  if (!found?.account.answeredAt) return;
  const open = found.comparison.differences.filter((d) => !d.resolved);
  if (open.length === 0) return;
  const notApplied = open.filter((d) => d.acceptedNotApplied);
  const fields = Object.fromEntries(
    open.map((d) => [
      `differences.${d.questionId}`,
      [d.acceptedNotApplied ? ERROR_KEYS.workerAnswerNotApplied : ERROR_KEYS.workerDifferencesUnresolved],
    ]),
  );
  if (notApplied.length === open.length) {
    throw new AppError(
      409,
      ERROR_KEYS.workerAnswerNotApplied,
      "The worker's answer was accepted but the specialist's answer still differs: return the assessment to apply it.",
      fields,
    );
  }
  throw new AppError(
    409,
    ERROR_KEYS.workerDifferencesUnresolved,
    "Resolve every difference between the worker's and the specialist's accounts before approving.",
    fields,
  );
}

/** Whether the worker has given their account for this assessment. */
export async function workerAccountReceived(db: DbOrTx, assessmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: workerAccounts.id })
    .from(workerAccounts)
    .where(and(eq(workerAccounts.assessmentId, assessmentId), isNotNull(workerAccounts.answeredAt)));
  return Boolean(row);
}

/** Refuses "confirmed by both client and worker" typed without the worker's account (422). */
export async function assertEvidenceAnswer(
  db: DbOrTx,
  assessmentId: string,
  questionId: string,
  answerIds: readonly string[],
): Promise<void> {
  if (questionId !== EVIDENCE_QUESTION || !answerIds.includes(BOTH)) return;
  if (await workerAccountReceived(db, assessmentId)) return;
  throw new AppError(
    422,
    ERROR_KEYS.evidenceNeedsWorkerAccount,
    "“Confirmed by both the client and the worker” needs the worker's own account: invite the worker first.",
    { answers: [ERROR_KEYS.evidenceNeedsWorkerAccount] },
  );
}

/**
 * At submission: the evidence question is answered from the data rather than typed. With the
 * worker's account received, "from one side only" becomes "confirmed by both"; without it, "both"
 * becomes "one side" (an account is never withdrawn, so this only corrects older answer sets).
 * "Largely assumed" stays: it is about the client's own evidence. Answers the (possibly) corrected set.
 */
export async function deriveEvidenceAnswer(
  tx: DbOrTx,
  a: { assessmentId: string; interviewId: string; companyId: string; actorId: string },
  answers: Record<string, string[]>,
): Promise<Record<string, string[]>> {
  const given = answers[EVIDENCE_QUESTION];
  if (!given || (given[0] !== BOTH && given[0] !== ONE_SIDE)) return answers;
  const derived = (await workerAccountReceived(tx, a.assessmentId)) ? BOTH : ONE_SIDE;
  if (given[0] === derived) return answers;
  await tx
    .update(interviewAnswers)
    .set({ answerIds: [derived] })
    .where(and(eq(interviewAnswers.interviewId, a.interviewId), eq(interviewAnswers.questionId, EVIDENCE_QUESTION)));
  await recordAudit(tx, {
    actorId: a.actorId,
    action: 'interview.evidence_derived',
    entityType: 'assessment',
    entityId: a.assessmentId,
    companyId: a.companyId,
    before: { questionId: EVIDENCE_QUESTION, answers: given },
    after: { questionId: EVIDENCE_QUESTION, answers: [derived] },
  });
  return { ...answers, [EVIDENCE_QUESTION]: [derived] };
}
