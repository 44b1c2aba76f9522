import type { InterviewState } from '@statera/determination';
import type { TAssessment, TAssessmentReportItem } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { reportAbilities } from '../reports/assessment-report.policy.ts';
import { presentUserOption } from '../users/user.presenter.ts';
import { assessmentAbilities } from './assessment.policy.ts';
import type { AssessmentRecord, SeatJson } from './assessment.repository.ts';
import { assessmentLifecycleAbilities } from './assessment-lifecycle.policy.ts';
import { lifecycleSubject, presentLifecycleFields } from './assessment-lifecycle.presenter.ts';
import type { LifecycleContext } from './assessment-lifecycle.repository.ts';
import { presentAssessmentSummary } from './assessment-summary.presenter.ts';
import { presentTestEngagementFields } from './test-engagement-state.ts';
import type { AssessmentThreads } from './threads.service.ts';

type Seat = SeatJson;

export function presentAssessment(
  record: AssessmentRecord,
  progress: InterviewState | null,
  seats: Seat[],
  threads: AssessmentThreads,
  actor: Actor,
  reports: { reportGenerated: boolean; interviewReports: TAssessmentReportItem[] },
  lifecycle: LifecycleContext,
  appeal: TAssessment['appeal'],
): TAssessment {
  const a = record.assessment;
  const abilities = assessmentAbilities(actor, { ...a, companyId: record.engagement.companyId });
  const seat = (id: string) => {
    const u = seats.find((s) => s.id === id);
    return u ? presentUserOption(u) : { id, name: '', email: '', position: null, avatar: null };
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
    threads: threads.threads,
    versionSeen: a.versionSeen,
    showPresentation: abilities.markPresentationSeen === true && a.presentationSeenAt === null,
    commentCount: threads.commentCount,
    allCommentCount: threads.allCommentCount,
    ...reports,
    appeal,
    ...presentLifecycleFields(record, lifecycle, seat),
    ...presentTestEngagementFields(record),
    abilities: {
      ...abilities,
      ...reportAbilities(actor, { ...a, companyId: record.engagement.companyId }),
      ...assessmentLifecycleAbilities(actor, lifecycleSubject(record, lifecycle)),
    },
  };
}
