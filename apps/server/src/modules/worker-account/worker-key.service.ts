import { isValidWorkerAnswer, workerQuestions } from '@statera/determination';
import { ERROR_KEYS, type TInterviewKind, type TSubmitWorkerAccount, type TWorkerAccountForm } from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workerAccounts } from '../../db/schema/index.ts';
import { LIMITS } from '../../lib/abuse-limits.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { assertNotThrottled, takeAttempts } from '../../lib/attempt-limiter.ts';
import { sha256 } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { INVITABLE_STATUSES } from './worker-account.policy.ts';
import { accountStatus } from './worker-account.presenter.ts';
import {
  type AccountSubject,
  accountByKeyHash,
  findAccountSubject,
  type WorkerAccountRow,
} from './worker-account.repository.ts';
import { notifyWorkerAnswered } from './worker-account-mails.ts';
import { hashWorkerKey } from './worker-key.ts';

/** The attempt-counter key of a client (hashed: the table holds no address). */
const clientKey = (ip: string) => `worker-key:client:${sha256(ip)}`;

export interface KeyedAccount {
  account: WorkerAccountRow;
  subject: AccountSubject;
}

/**
 * The account behind a worker's link key, or one plain 404 (unknown, expired, assessment ended),
 * counted against the client; after LIMITS.workerKeyClient wrong keys every key call from it is
 * refused (429, Retry-After) before the key is looked at. The failure is counted and decided in one
 * statement before its 404 is given (parallel wrong keys learn no more than the limit), outside any transaction.
 */
export async function resolveWorkerKey(db: Db, key: string, ip: string, now = new Date()): Promise<KeyedAccount> {
  await assertNotThrottled(db, [clientKey(ip)], now);
  const account = await accountByKeyHash(db, hashWorkerKey(key));
  const subject = account ? await findAccountSubject(db, null, account.assessmentId) : null;
  const live =
    account && subject && account.expiresAt > now && !['archived', 'non_eligible'].includes(subject.assessment.status);
  if (!live) {
    await takeAttempts(db, [{ key: clientKey(ip), limit: LIMITS.workerKeyClient }], now);
    throw notFound('Link');
  }
  return { account, subject };
}

/** What the worker sees: the engagement in a line, the questions worded for them, their answers once given. */
export function presentWorkerForm({ account, subject }: KeyedAccount): TWorkerAccountForm {
  const byId = new Map(
    workerQuestions(subject.interviewKind as TInterviewKind, subject.entityType).map((q) => [q.id, q]),
  );
  return {
    clientName: subject.clientName,
    individualName: subject.individualName,
    serviceProvided: subject.serviceProvided,
    questionnaireVersion: account.questionnaireVersion,
    status: accountStatus(account, subject.assessment.status),
    expiresAt: account.expiresAt.toISOString(),
    answeredAt: account.answeredAt?.toISOString() ?? null,
    questions: account.questionIds.flatMap((id) => {
      const q = byId.get(id);
      return q
        ? [
            {
              id,
              section: q.section,
              sectionTitle: q.sectionTitle,
              content: q.content,
              helpText: q.helpText ?? '',
              type: q.type,
              answers: q.answers,
            },
          ]
        : [];
    }),
    answers: account.answers,
    comment: account.comment,
  };
}

/**
 * `PUT worker-accounts/{key}`: the worker's answers, every question at once, given once (a dated
 * statement; 409 afterwards). Kept beside the specialist's, never written into the interview.
 */
export async function submitWorkerAccount(db: Db, keyed: KeyedAccount, input: TSubmitWorkerAccount, now = new Date()) {
  const { account, subject } = keyed;
  const errors: Record<string, string[]> = {};
  for (const id of account.questionIds) {
    const given = input.answers[id];
    if (!given) errors[`answers.${id}`] = [ERROR_KEYS.validation];
    else if (!isValidWorkerAnswer(id, given)) errors[`answers.${id}`] = [ERROR_KEYS.validation];
  }
  for (const id of Object.keys(input.answers)) {
    if (!account.questionIds.includes(id)) errors[`answers.${id}`] = [ERROR_KEYS.validation];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError(400, ERROR_KEYS.validation, 'Answer every question with one of its answers.', errors);
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(workerAccounts).where(eq(workerAccounts.id, account.id)).for('update');
    if (row?.answeredAt) throw conflict(ERROR_KEYS.workerAccountAnswered, 'You have already given your account.');
    if (!INVITABLE_STATUSES.includes(subject.assessment.status)) {
      throw conflict(ERROR_KEYS.invalidTransition, 'The assessment has been decided.');
    }
    const answers = Object.fromEntries(account.questionIds.map((id) => [id, input.answers[id]!]));
    const comment = input.comment?.trim() || null;
    await tx
      .update(workerAccounts)
      .set({ answers, comment, answeredAt: now, updatedAt: now })
      .where(eq(workerAccounts.id, account.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'worker_account.answered',
      entityType: 'assessment',
      entityId: subject.assessment.id,
      companyId: subject.companyId,
      after: { answeredAt: now.toISOString(), questionCount: account.questionIds.length },
    });
    await notifyWorkerAnswered(tx, subject, { ...account, answers, answeredAt: now });
  });
}
