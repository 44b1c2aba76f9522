import {
  type TAssessment,
  type TComment,
  type TInterviewQuestion,
  type TThread,
  ZAssessment,
  ZInterviewQuestion,
  ZThread,
} from '@statera/shared';
import { fakeId } from './factories.ts';

const person = (name: string) => ({
  id: fakeId(),
  name,
  email: `${name.toLowerCase()}@example.test`,
  position: null,
  avatar: null,
});

/** An assessment as GET /api/assessments/{id} answers it (ZAssessment), in review unless overridden. */
export function buildAssessment(overrides: Partial<TAssessment> = {}): TAssessment {
  return ZAssessment.parse({
    id: fakeId(),
    status: 'review',
    notStarted: null,
    type: 'assessment',
    dueDate: '2026-01-31',
    dateSubmitted: '2026-01-10T10:00:00.000Z',
    dateApproved: null,
    employed: 66,
    selfEmployed: 34,
    riskLevel: 'low',
    previousStatus: 'in_progress',
    dateStarted: '2026-01-09T10:00:00.000Z',
    engagement: {
      id: fakeId(),
      engagedEntityName: 'Acme Ltd',
      engagedIndividualName: 'Sam Lee',
      companyName: 'Client plc',
    },
    answerer: person('Specialist'),
    approver: person('Approver'),
    interviewId: fakeId(),
    allQuestionCount: 2,
    answeredQuestionCount: 2,
    allQuestionsAnswered: true,
    lastVersion: 1,
    result: null,
    threads: [],
    versionSeen: 0,
    showPresentation: false,
    commentCount: 0,
    allCommentCount: 0,
    reportGenerated: false,
    interviewReports: [],
    previousAnswerer: null,
    wasUpdated: false,
    changesCount: 0,
    riskMargin: null,
    isReassessment: false,
    isApprovedPreAssessment: false,
    validUntil: null,
    dateExpired: null,
    appeal: null,
    rejectionReason: null,
    reassessmentReason: null,
    inheritedDateSubmitted: null,
    resultStatus: null,
    createdInTestEngagement: false,
    testResubmittedAsActive: false,
    testReturnedFirstTimeAsActive: false,
    testReturnedAgainAsActive: false,
    abilities: {},
    ...overrides,
  });
}

/** A question of the interview (ZInterviewQuestion), answered with its first answer unless overridden. */
export function buildInterviewQuestion(overrides: Partial<TInterviewQuestion> = {}): TInterviewQuestion {
  const allowedAnswers = overrides.allowedAnswers ?? [
    { id: 'yes', content: 'Yes' },
    { id: 'no', content: 'No' },
  ];
  return ZInterviewQuestion.parse({
    id: 'q1',
    section: 'control',
    sectionTitle: 'Control',
    content: 'Who decides how the work is done?',
    helpText: null,
    type: 'standard',
    status: 'answered',
    allowUnknown: false,
    important: false,
    allowedAnswers,
    answeredAnswers: [allowedAnswers[0]],
    positionInInterview: 1,
    previousInterviewQuestionId: null,
    nextInterviewQuestionId: null,
    nextNotSeenId: null,
    previousNotSeenId: null,
    nextReadyId: null,
    previousReadyId: null,
    threads: [],
    ...overrides,
  });
}

/** A comment thread (ZThread); counts follow the submitted comments unless overridden. */
export function buildThread(overrides: Partial<TThread> = {}): TThread {
  const comments = overrides.comments ?? [];
  return ZThread.parse({
    id: fakeId(),
    type: 'review',
    interviewQuestionId: null,
    comments,
    commentCount: comments.filter((c) => c.status === 'submitted').length,
    newCommentCount: comments.filter((c) => !c.seen).length,
    ...overrides,
  });
}

export function buildComment(overrides: Partial<TComment> = {}): TComment {
  return {
    id: fakeId(),
    body: 'A comment',
    user: person('Approver'),
    dateCreated: '2026-01-11T09:00:00.000Z',
    status: 'submitted',
    seen: true,
    ...overrides,
  };
}
