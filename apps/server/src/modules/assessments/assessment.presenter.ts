import type { InterviewState } from '@statera/determination';
import type { TAssessment } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { presentUserOption } from '../users/user.presenter.ts';
import { assessmentAbilities } from './assessment.policy.ts';
import type { AssessmentRecord, seatUsers, threadsOf } from './assessment.repository.ts';
import { assessmentLifecycleAbilities } from './assessment-lifecycle.policy.ts';
import { lifecycleSubject, presentLifecycleFields } from './assessment-lifecycle.presenter.ts';
import type { LifecycleContext } from './assessment-lifecycle.repository.ts';
import { presentAssessmentSummary } from './assessment-summary.presenter.ts';

type Seat = Awaited<ReturnType<typeof seatUsers>>[number];
type ThreadRows = Awaited<ReturnType<typeof threadsOf>>;

export function presentAssessment(
  record: AssessmentRecord,
  progress: InterviewState | null,
  seats: Seat[],
  threadRows: ThreadRows,
  actor: Actor,
  lifecycle: LifecycleContext,
): TAssessment {
  const a = record.assessment;
  const seat = (id: string) => {
    const u = seats.find((s) => s.id === id);
    return u ? presentUserOption(u) : { id, name: '', email: '', position: null };
  };
  return {
    ...presentAssessmentSummary(a),
    previousStatus: a.previousStatus,
    dateStarted: a.dateStarted?.toISOString() ?? null,
    engagement: {
      id: record.engagement.id,
      engagedEntityName: record.entity.name,
      engagedIndividualName: record.individualName,
      companyName: record.company.name,
    },
    answerer: seat(a.answererId),
    approver: seat(a.approverId),
    interviewId: record.interviewId,
    allQuestionCount: progress?.totalCount ?? 0,
    answeredQuestionCount: progress?.answeredCount ?? 0,
    allQuestionsAnswered: progress?.complete ?? false,
    lastVersion: a.lastVersion,
    result: a.result,
    threads: threadRows.map(({ thread, comments }) => ({
      id: thread.id,
      type: thread.type,
      interviewQuestionId: thread.interviewQuestionId,
      comments: comments.map(({ comment, user }) => ({
        id: comment.id,
        body: comment.body,
        user: presentUserOption(user),
        dateCreated: comment.createdAt.toISOString(),
        status: comment.status,
      })),
    })),
    ...presentLifecycleFields(record, lifecycle, seat),
    abilities: {
      ...assessmentAbilities(actor, { ...a, companyId: record.engagement.companyId }),
      ...assessmentLifecycleAbilities(actor, lifecycleSubject(record, lifecycle)),
    },
  };
}
