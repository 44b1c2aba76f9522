import { workerQuestions } from '@statera/determination';
import {
  DAY_MS,
  ERROR_KEYS,
  TIME_LIMITS,
  type TInviteWorker,
  type TResolveWorkerDifference,
  type TWorkerAccountView,
} from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { workerAccountResolutions, workerAccounts } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { workerAccountInvitationEmail } from '../mail/templates/worker-account.ts';
import { workerAccountAbilities } from './worker-account.policy.ts';
import { presentAccount } from './worker-account.presenter.ts';
import {
  type AccountSubject,
  accountOfAssessment,
  findAccountSubject,
  resolutionsOf,
  specialistAnswers,
} from './worker-account.repository.ts';
import { compareAccounts } from './worker-comparison.ts';
import { newWorkerKey, workerLink } from './worker-key.ts';

const subjectOf = (s: AccountSubject) => ({ ...s.assessment, companyId: s.companyId });

/** `2026-03-01…` → `01.03.2026` (spec §9). */
const displayDay = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('.');

/** The account with its comparison against the specialist's answers under review (or as they stand). */
export async function accountWithComparison(db: DbOrTx, s: AccountSubject) {
  const account = await accountOfAssessment(db, s.assessment.id);
  if (!account) return null;
  const [resolutions, specialist] = await Promise.all([resolutionsOf(db, account.id), specialistAnswers(db, s)]);
  const comparison = compareAccounts(account.questionIds, account.answers ?? {}, specialist.answers, resolutions);
  return { account, resolutions, comparison, comparedVersion: specialist.version };
}

/** `GET assessments/{id}/worker-account`: the account (null when the worker was never asked) and the caller's abilities. */
export async function getWorkerAccount(db: Db, actor: Actor, assessmentId: string): Promise<TWorkerAccountView> {
  const s = await findAccountSubject(db, actor, assessmentId);
  if (!s) throw notFound('Assessment');
  const found = await accountWithComparison(db, s);
  return {
    account: found ? await presentAccount(db, s, found) : null,
    abilities: workerAccountAbilities(actor, subjectOf(s)),
  };
}

/**
 * `POST assessments/{id}/worker-account`: the specialist (or a manager of the engagement) asks the
 * worker for their account. Each invitation issues a fresh key (only its hash is kept) and a fresh
 * 14-day window; the earlier link stops working. Once the worker has answered, 409.
 */
export async function inviteWorker(db: Db, actor: Actor, assessmentId: string, input: TInviteWorker, now = new Date()) {
  await db.transaction(async (tx) => {
    const s = await findAccountSubject(tx, actor, assessmentId, { lock: true });
    if (!s) throw notFound('Assessment');
    authorize(actor, 'workerAccount.invite', subjectOf(s));
    if (!s.interviewKind || !s.questionnaireVersion) {
      throw new AppError(409, ERROR_KEYS.invalidTransition, 'Start the interview before asking the worker.');
    }
    const email = (input.email ?? s.individualEmail ?? '').trim().toLowerCase();
    if (!email) {
      throw new AppError(422, ERROR_KEYS.workerEmailRequired, "Give the worker's email address.", {
        email: [ERROR_KEYS.workerEmailRequired],
      });
    }
    const existing = await accountOfAssessment(tx, assessmentId);
    if (existing?.answeredAt) {
      throw conflict(ERROR_KEYS.workerAccountAnswered, 'The worker has already given their account.');
    }
    const questionIds = workerQuestions(s.interviewKind, s.entityType).map((q) => q.id);
    const { key, keyHash } = newWorkerKey();
    const expiresAt = new Date(now.getTime() + TIME_LIMITS.workerAccountDays * DAY_MS);
    const values = {
      keyHash,
      email,
      questionnaireVersion: s.questionnaireVersion,
      questionIds,
      invitedAt: now,
      invitedById: actor.id,
      expiresAt,
      updatedAt: now,
    };
    if (existing) await tx.update(workerAccounts).set(values).where(eq(workerAccounts.id, existing.id));
    else await tx.insert(workerAccounts).values({ ...values, assessmentId, companyId: s.companyId });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'worker_account.invited',
      entityType: 'assessment',
      entityId: assessmentId,
      companyId: s.companyId,
      before: existing ? { email: existing.email, expiresAt: existing.expiresAt.toISOString() } : null,
      after: { email, expiresAt: expiresAt.toISOString(), questionCount: questionIds.length },
    });
    await enqueueEmail(tx, {
      to: email,
      entityType: 'assessment',
      entityId: assessmentId,
      content: workerAccountInvitationEmail({
        clientName: s.clientName,
        individualName: s.individualName,
        serviceProvided: s.serviceProvided,
        link: workerLink(key),
        expiresOn: displayDay(expiresAt),
        questionCount: questionIds.length,
      }),
    });
  });
}

/**
 * `PUT assessments/{id}/worker-account/differences/{questionId}`: the approver resolves one
 * difference — the specialist's account stands, the worker's is accepted, or neither (noted) —
 * with the reason when the worker's account is set aside. Only a question that differs now.
 */
export async function resolveWorkerDifference(
  db: Db,
  actor: Actor,
  assessmentId: string,
  questionId: string,
  input: TResolveWorkerDifference,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const s = await findAccountSubject(tx, actor, assessmentId, { lock: true });
    if (!s) throw notFound('Assessment');
    authorize(actor, 'workerAccount.resolve', subjectOf(s));
    const found = await accountWithComparison(tx, s);
    const d = found?.comparison.differences.find((x) => x.questionId === questionId && x.differs);
    if (!found || !d) throw notFound('Difference');
    const row = {
      choice: input.choice,
      reason: input.reason?.trim() || null,
      specialistAnswer: d.specialist.answerIds,
      workerAnswer: d.worker.answerIds,
      resolvedById: actor.id,
      resolvedAt: now,
    };
    await tx
      .insert(workerAccountResolutions)
      .values({ ...row, workerAccountId: found.account.id, questionId })
      .onConflictDoUpdate({
        target: [workerAccountResolutions.workerAccountId, workerAccountResolutions.questionId],
        set: row,
      });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'worker_account.difference_resolved',
      entityType: 'assessment',
      entityId: assessmentId,
      companyId: s.companyId,
      before: d.resolution ? { choice: d.resolution.choice, reason: d.resolution.reason } : null,
      after: { questionId, choice: row.choice, reason: row.reason },
    });
  });
}
