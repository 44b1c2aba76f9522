import {
  APPEAL_SHARED_THREADS,
  avatarUrl,
  isAfterReopened,
  type TAppeal,
  type TAppealAttachment,
  type TAppealComment,
  type TAppealCommentGroup,
  type TAppealDecisionRecord,
  type TAppealSummary,
  type TUserOption,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { type AppealSubject, appealAbilities, appealPolicy } from './appeal.policy.ts';
import type { AppealRow, commentsOf, decisionsOf } from './appeal.repository.ts';
import { presentClock } from './appeal-clock.service.ts';

type Person = {
  id: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  position: string | null;
  photoId: string | null;
} | null;

const option = (p: Person): TUserOption | null =>
  p?.id
    ? {
        id: p.id,
        name: `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim(),
        email: p.email ?? '',
        position: p.position,
        avatar: avatarUrl({ id: p.id, photoId: p.photoId }),
      }
    : null;
const iso = (d: Date | null) => d?.toISOString() ?? null;

export const subjectOf = (row: AppealRow): AppealSubject => ({
  companyId: row.appeal.companyId,
  rootCompanyId: row.rootCompanyId,
  appealManagerId: row.appeal.appealManagerId,
  status: row.appeal.status,
  participantIds: row.participantIds ?? [],
});

/** A row of the appeal lists (spec §3 appeal summary, with the clock). */
export function presentAppealSummary(row: AppealRow, today?: string): TAppealSummary {
  const a = row.appeal;
  return {
    id: a.id,
    status: a.status,
    decision: row.decision,
    channel: a.channel,
    appealManager: option(row.manager),
    dateStarted: iso(a.dateStarted),
    dateEnded: iso(a.dateEnded),
    engagement: {
      id: a.engagementId,
      engagedIndividualName: row.individualName,
      engagedEntityName: row.entityName,
      serviceProvided: row.serviceProvided,
      company: { id: a.companyId, name: row.companyName },
    },
    newCommentCount: row.newCommentCount,
    clock: presentClock(a, today),
  };
}

type Decisions = Awaited<ReturnType<typeof decisionsOf>>;
type Comments = Awaited<ReturnType<typeof commentsOf>>;

export function presentDecision(d: Decisions[number]): TAppealDecisionRecord {
  return {
    decision: d.decision.decision,
    comment: d.decision.comment,
    additionalMailComment: d.decision.additionalMailComment,
    categories: d.decision.categories,
    maker: option(d.maker),
    dateCreated: d.decision.createdAt.toISOString(),
    conflictReason: d.decision.conflictReason,
  };
}

const attachment = (f: Comments[number]['files'][number]): TAppealAttachment => ({
  id: f.id,
  name: f.name ?? 'file',
  mime: f.mime,
  size: f.size,
  dateCreated: f.createdAt.toISOString(),
});

/**
 * The comment groups a manager sees: the shared threads (appeal, supporting, additional) and the
 * internal appeal_management notes; a draft only to its author. `lastSeen`: the reader's last look.
 */
export function presentThreads(
  actor: Actor,
  comments: Comments,
  lastSeen: Date | null,
  canWork: boolean,
  withNotes = true,
) {
  // Those who only took part in the appealed assessment never see the managers' internal notes.
  const types = withNotes ? ([...APPEAL_SHARED_THREADS, 'appeal_management'] as const) : APPEAL_SHARED_THREADS;
  const visible = comments.filter(
    (c) => c.comment.status === 'submitted' || (!c.comment.byContractor && c.comment.authorUserId === actor.id),
  );
  const groups: TAppealCommentGroup[] = types.map((type) => ({
    id: type,
    type,
    comments: visible
      .filter((c) => c.comment.threadType === type)
      .map((c): TAppealComment => {
        const own = !c.comment.byContractor && c.comment.authorUserId === actor.id;
        const at = c.comment.submittedAt ?? c.comment.createdAt;
        return {
          id: c.comment.id,
          body: c.comment.body,
          user: option(c.author),
          byContractor: c.comment.byContractor,
          status: c.comment.status,
          seen: own || (lastSeen !== null && at <= lastSeen),
          dateCreated: c.comment.createdAt.toISOString(),
          dateSubmitted: iso(c.comment.submittedAt),
          attachments: c.files.map(attachment),
          abilities: { edit: own && canWork, delete: own && canWork, attach: own && canWork },
        };
      }),
  }));
  return groups;
}

/** `GET /api/appeals/{id}`: the summary, the disputed assessment, decisions, threads and abilities. */
export function presentAppeal(
  actor: Actor,
  row: AppealRow,
  parts: {
    assessment: TAppeal['assessment'];
    reportVersion: number | null;
    decisions: Decisions;
    emails: { email: string; createdAt: Date }[];
    comments: Comments;
    lastSeen: Date | null;
  },
  today?: string,
): TAppeal {
  const abilities = appealAbilities(actor, subjectOf(row));
  const decisions = parts.decisions.map(presentDecision);
  const firstComments = parts.comments.filter(
    (c) => c.comment.byContractor && c.comment.status === 'submitted' && c.comment.threadType === 'appeal',
  );
  return {
    ...presentAppealSummary(row, today),
    assessment: parts.assessment,
    reportVersion: parts.reportVersion,
    reassessmentId: row.appeal.reassessmentId,
    contractorEmail: row.appeal.contractorEmail,
    historyContractorEmails: parts.emails.map((e) => ({ email: e.email, dateCreated: e.createdAt.toISOString() })),
    currentDecision: decisions.at(-1) ?? null,
    historyDecisions: decisions,
    questions: presentThreads(
      actor,
      parts.comments,
      parts.lastSeen,
      abilities.comment === true,
      appealPolicy.viewNotes(actor, subjectOf(row)),
    ),
    firstCommentDate: iso(firstComments[0]?.comment.submittedAt ?? null),
    firstCommentCount: firstComments.length,
    isAfterReopened: isAfterReopened(row.appeal.status, decisions.length),
    abilities,
  };
}
