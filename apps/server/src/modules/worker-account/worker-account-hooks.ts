import { ERROR_KEYS } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
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

/** Whether the worker was asked on this assessment, and whether they answered (null: never asked). */
export async function workerAccountState(db: DbOrTx, assessmentId: string): Promise<'asked' | 'answered' | null> {
  const [row] = await db
    .select({ answeredAt: workerAccounts.answeredAt })
    .from(workerAccounts)
    .where(eq(workerAccounts.assessmentId, assessmentId));
  if (!row) return null;
  return row.answeredAt ? 'answered' : 'asked';
}

/**
 * Refuses "confirmed by both client and worker" typed while the worker, asked here, has not
 * answered (422): on an assessment where the worker was asked, the answer comes from their account.
 */
export async function assertEvidenceAnswer(
  db: DbOrTx,
  assessmentId: string,
  questionId: string,
  answerIds: readonly string[],
): Promise<void> {
  if (questionId !== EVIDENCE_QUESTION || !answerIds.includes(BOTH)) return;
  if ((await workerAccountState(db, assessmentId)) !== 'asked') return;
  throw new AppError(
    422,
    ERROR_KEYS.evidenceNeedsWorkerAccount,
    "“Confirmed by both the client and the worker” comes from the worker's account, which has not been received.",
    { answers: [ERROR_KEYS.evidenceNeedsWorkerAccount] },
  );
}

/**
 * At submission, on an assessment where the worker was asked: the evidence question is answered
 * from the data rather than typed — their account received: "confirmed by both"; not (yet): "from
 * one side only". "Largely assumed" stays (it is about the client's own evidence). Where the worker
 * was never asked in Statera the typed answer stands (docs/decisions/worker-account.md says why).
 * Answers the (possibly) corrected set.
 */
export async function deriveEvidenceAnswer(
  tx: DbOrTx,
  a: { assessmentId: string; interviewId: string; companyId: string; actorId: string },
  answers: Record<string, string[]>,
): Promise<Record<string, string[]>> {
  const given = answers[EVIDENCE_QUESTION];
  if (!given || (given[0] !== BOTH && given[0] !== ONE_SIDE)) return answers;
  const state = await workerAccountState(tx, a.assessmentId);
  if (!state) return answers;
  const derived = state === 'answered' ? BOTH : ONE_SIDE;
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
