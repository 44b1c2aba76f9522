import {
  ACTIVE_APPEAL_STATUSES,
  APPEAL_SHARED_THREADS,
  appealEvidenceDue,
  appealUrgency,
  daysLeft as daysLeftOf,
  londonToday,
  type TAppealClock,
  type TAppealComment,
  type TContractorAppeal,
} from '@statera/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  type AppealRow,
  appealContext,
  appealDecisionRows,
  attachmentsOf,
  reportVersions,
  workerVisibleComments,
} from './appeal-contractor.repository.ts';
import { contractorAbilities, contractorCommentAbilities } from './contractor-appeal.rules.ts';

/** The clock runs from the first representations until the outcome (not while reassessing or closed). */
export function appealClock(a: AppealRow, now = new Date()): TAppealClock {
  const running =
    a.statutoryDeadline !== null &&
    ACTIVE_APPEAL_STATUSES.includes(a.status) &&
    a.status !== 'reassessment_in_progress';
  const daysLeft = running ? daysLeftOf(a.statutoryDeadline!, londonToday(now)) : null;
  return {
    representationsReceivedOn: a.representationsReceivedOn,
    statutoryDeadline: a.statutoryDeadline,
    evidenceDueOn: a.representationsReceivedOn ? appealEvidenceDue(a.representationsReceivedOn) : null,
    daysLeft,
    urgency: daysLeft === null ? null : appealUrgency(daysLeft),
    overdue: daysLeft !== null && daysLeft < 0,
  };
}

type CommentRow = Awaited<ReturnType<typeof workerVisibleComments>>[number];
type FileRow = Awaited<ReturnType<typeof attachmentsOf>>[number];

function presentComment(appeal: AppealRow, row: CommentRow, files: FileRow[]): TAppealComment {
  const c = row.comment;
  const seenAt = appeal.contractorSeenAt;
  return {
    id: c.id,
    body: c.body,
    // The worker sees who answered by name only: no address, no account id beyond the option.
    user: row.author?.id
      ? {
          id: row.author.id,
          name: `${row.author.firstName} ${row.author.lastName}`.trim(),
          email: '',
          position: row.author.position,
          // the avatar is served to signed-in people only; the worker has no account
          avatar: null,
        }
      : null,
    byContractor: c.byContractor,
    status: c.status,
    seen: c.byContractor || (seenAt !== null && c.submittedAt !== null && c.submittedAt <= seenAt),
    dateCreated: c.createdAt.toISOString(),
    dateSubmitted: c.submittedAt?.toISOString() ?? null,
    attachments: files
      .filter((f) => f.commentId === c.id)
      .map((f) => ({
        id: f.id,
        name: f.name ?? 'file',
        mime: f.mime,
        size: f.size,
        dateCreated: f.createdAt.toISOString(),
      })),
    abilities: contractorCommentAbilities(appeal, c),
  };
}

/** One comment as the worker sees it (after a write). */
export async function presentWorkerComment(db: DbOrTx, appeal: AppealRow, commentId: string): Promise<TAppealComment> {
  const rows = (await workerVisibleComments(db, appeal.id)).filter((r) => r.comment.id === commentId);
  const files = await attachmentsOf(db, [commentId]);
  return presentComment(appeal, rows[0]!, files);
}

/** `GET /api/appeals/key/{key}`: the worker's view, without internal notes or manager data. */
export async function presentContractorAppeal(
  db: DbOrTx,
  appeal: AppealRow,
  now = new Date(),
): Promise<TContractorAppeal> {
  const [context, decisions, comments, reports] = await Promise.all([
    appealContext(db, appeal),
    appealDecisionRows(db, appeal.id),
    workerVisibleComments(db, appeal.id),
    reportVersions(db, appeal.assessmentId),
  ]);
  const files = await attachmentsOf(
    db,
    comments.map((r) => r.comment.id),
  );
  const last = decisions.at(-1);
  return {
    id: appeal.id,
    status: appeal.status,
    companyName: context.companyName,
    engagedIndividualName: context.engagedIndividualName,
    serviceProvided: context.serviceProvided,
    contractorEmail: appeal.contractorEmail,
    appealManagerName: context.manager?.name ?? null,
    clock: appealClock(appeal, now),
    currentDecision: last
      ? {
          decision: last.decision,
          comment: last.comment,
          additionalMailComment: last.additionalMailComment,
          categories: last.categories,
          dateCreated: last.createdAt.toISOString(),
          conflictReason: last.conflictReason,
        }
      : null,
    questions: APPEAL_SHARED_THREADS.map((type) => ({
      id: type,
      type,
      comments: comments.filter((r) => r.comment.threadType === type).map((r) => presentComment(appeal, r, files)),
    })),
    reportVersions: reports.map((r) => ({
      version: r.version,
      dateCreated: (r.generatedAt ?? r.createdAt).toISOString(),
    })),
    abilities: contractorAbilities(appeal),
  };
}
