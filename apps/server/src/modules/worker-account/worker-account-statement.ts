import type { TWorkerAccountStatus, TWorkerResolution } from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { accountStatus } from './worker-account.presenter.ts';
import { findAccountSubject, peopleByIds } from './worker-account.repository.ts';
import { accountWithComparison } from './worker-account.service.ts';

/** What the Status Determination Statement says of the worker's own account. */
export interface StatementWorkerAccount {
  status: TWorkerAccountStatus;
  invitedAt: Date;
  answeredAt: Date | null;
  questionCount: number;
  agreedCount: number;
  differences: {
    question: string;
    specialist: string;
    worker: string;
    choice: TWorkerResolution | null;
    reason: string | null;
    resolvedBy: string | null;
    resolvedAt: Date | null;
  }[];
}

/** The worker's account as the statement records it (null: the worker was not asked). */
export async function workerAccountForStatement(
  db: DbOrTx,
  assessmentId: string,
): Promise<StatementWorkerAccount | null> {
  const s = await findAccountSubject(db, null, assessmentId);
  if (!s) return null;
  const found = await accountWithComparison(db, s);
  if (!found) return null;
  const { account, comparison } = found;
  const people = await peopleByIds(
    db,
    comparison.differences.map((d) => d.resolution?.resolvedById ?? null),
  );
  return {
    status: accountStatus(account, s.assessment.status),
    invitedAt: account.invitedAt,
    answeredAt: account.answeredAt,
    questionCount: account.questionIds.length,
    agreedCount: comparison.agreedCount,
    differences: comparison.differences.map((d) => {
      const by = people.get(d.resolution?.resolvedById ?? '');
      return {
        question: d.question,
        specialist: d.specialist.text,
        worker: d.worker.text,
        choice: d.resolved ? (d.resolution?.choice ?? null) : null,
        reason: d.resolved ? (d.resolution?.reason ?? null) : null,
        resolvedBy: by ? `${by.firstName} ${by.lastName}`.trim() : null,
        resolvedAt: d.resolution?.resolvedAt ?? null,
      };
    }),
  };
}
