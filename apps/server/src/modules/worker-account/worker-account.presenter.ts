import {
  avatarUrl,
  type TAssessmentStatus,
  type TUserOption,
  type TWorkerAccount,
  type TWorkerAccountStatus,
} from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import { INVITABLE_STATUSES } from './worker-account.policy.ts';
import {
  type AccountSubject,
  type PersonRow,
  peopleByIds,
  type ResolutionRow,
  type WorkerAccountRow,
} from './worker-account.repository.ts';
import type { Comparison } from './worker-comparison.ts';

/**
 * Where the account stands: answered; awaited while the link works and the assessment is open;
 * otherwise noted as not answered (never blocking: the assessment goes on without it).
 */
export function accountStatus(a: WorkerAccountRow, status: TAssessmentStatus, now = new Date()): TWorkerAccountStatus {
  if (a.answeredAt) return 'answered';
  return a.expiresAt > now && INVITABLE_STATUSES.includes(status) ? 'invited' : 'not_answered';
}

const person = (p: PersonRow | undefined): TUserOption | null =>
  p
    ? {
        id: p.id,
        name: `${p.firstName} ${p.lastName}`.trim(),
        email: p.email,
        position: p.position,
        avatar: avatarUrl(p),
      }
    : null;

export interface AccountFound {
  account: WorkerAccountRow;
  resolutions: ResolutionRow[];
  comparison: Comparison<ResolutionRow>;
  comparedVersion: number | null;
}

/** The manager's view of the account and its comparison. */
export async function presentAccount(db: DbOrTx, s: AccountSubject, f: AccountFound): Promise<TWorkerAccount> {
  const a = f.account;
  const people = await peopleByIds(db, [a.invitedById, ...f.resolutions.map((r) => r.resolvedById)]);
  return {
    id: a.id,
    status: accountStatus(a, s.assessment.status),
    email: a.email,
    invitedAt: a.invitedAt.toISOString(),
    invitedBy: person(people.get(a.invitedById ?? '')),
    expiresAt: a.expiresAt.toISOString(),
    answeredAt: a.answeredAt?.toISOString() ?? null,
    comment: a.comment,
    questionCount: a.questionIds.length,
    agreedCount: f.comparison.agreedCount,
    differences: f.comparison.differences.map((d) => ({
      questionId: d.questionId,
      question: d.question,
      sectionTitle: d.sectionTitle,
      specialist: d.specialist,
      worker: d.worker,
      differs: d.differs,
      resolved: d.resolved,
      resolution: d.resolution
        ? {
            choice: d.resolution.choice,
            reason: d.resolution.reason,
            by: person(people.get(d.resolution.resolvedById ?? '')),
            at: d.resolution.resolvedAt.toISOString(),
          }
        : null,
    })),
    unresolvedCount: f.comparison.unresolvedCount,
    comparedVersion: f.comparedVersion,
  };
}
