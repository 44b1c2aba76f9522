import {
  type TAppeal,
  type TAppealClock,
  type TAppealComment,
  type TAppealMail,
  type TAppealSummary,
  ZAppeal,
  ZAppealComment,
  ZAppealMail,
  ZAppealSummary,
} from '@statera/shared';
import { fakeId } from './factories.ts';

const person = (name: string) => ({
  id: fakeId(),
  name,
  email: `${name.toLowerCase()}@example.test`,
  position: null,
  avatar: null,
});

/** A running clock: received on 01.03.2026, 20 days left. */
export const runningClock = (overrides: Partial<TAppealClock> = {}): TAppealClock => ({
  representationsReceivedOn: '2026-03-01',
  statutoryDeadline: '2026-04-15',
  evidenceDueOn: '2026-03-15',
  daysLeft: 20,
  urgency: 'more_than_ten_days',
  overdue: false,
  ...overrides,
});

/** A list row as GET /api/users/{id}/appeals answers it (ZAppealSummary), with the manager. */
export function buildAppealSummary(overrides: Partial<TAppealSummary> = {}): TAppealSummary {
  return ZAppealSummary.parse({
    id: fakeId(),
    status: 'am_processing',
    decision: null,
    channel: 'link',
    appealManager: person('Manager'),
    dateStarted: '2026-03-01T09:00:00.000Z',
    dateEnded: null,
    engagement: {
      id: fakeId(),
      engagedIndividualName: 'Sam Lee',
      engagedEntityName: 'Lee Consulting Ltd',
      serviceProvided: 'Data engineering',
      company: { id: fakeId(), name: 'Client plc' },
    },
    newCommentCount: 0,
    clock: runningClock(),
    ...overrides,
  });
}

/** A comment of a thread (ZAppealComment), sent by the worker unless overridden. */
export function buildAppealComment(overrides: Partial<TAppealComment> = {}): TAppealComment {
  return ZAppealComment.parse({
    id: fakeId(),
    body: 'I set my own hours and send substitutes.',
    user: null,
    byContractor: true,
    status: 'submitted',
    seen: true,
    dateCreated: '2026-03-01T09:30:00.000Z',
    dateSubmitted: '2026-03-01T09:30:00.000Z',
    attachments: [],
    abilities: {},
    ...overrides,
  });
}

/** The manager's appeal page (ZAppeal) with the three shared threads and the internal group. */
export function buildAppeal(overrides: Partial<TAppeal> = {}): TAppeal {
  const summary = buildAppealSummary();
  return ZAppeal.parse({
    ...summary,
    assessment: {
      id: fakeId(),
      type: 'assessment',
      employed: 30,
      selfEmployed: 70,
      riskLevel: 'low',
      dateApproved: '2026-02-10T10:00:00.000Z',
    },
    reportVersion: 1,
    reassessmentId: null,
    contractorEmail: 'sam@example.test',
    historyContractorEmails: [],
    currentDecision: null,
    historyDecisions: [],
    questions: [
      { id: 'appeal', type: 'appeal', comments: [buildAppealComment()] },
      { id: 'supporting', type: 'supporting', comments: [] },
      { id: 'additional', type: 'additional', comments: [] },
      { id: 'appeal_management', type: 'appeal_management', comments: [] },
    ],
    firstCommentDate: '2026-03-01T09:30:00.000Z',
    firstCommentCount: 1,
    isAfterReopened: false,
    abilities: {},
    ...overrides,
  });
}

/** An email of the appeal's history (ZAppealMail), delivered. */
export function buildAppealMail(overrides: Partial<TAppealMail> = {}): TAppealMail {
  return ZAppealMail.parse({
    id: fakeId(),
    subject: 'Your appeal was received',
    to: 'sam@example.test',
    templateKey: 'appeal-started',
    status: 'sent',
    dateCreated: '2026-03-01T09:31:00.000Z',
    dateSent: '2026-03-01T09:31:05.000Z',
    events: [{ event: 'delivered', date: '2026-03-01T09:31:10.000Z' }],
    resendOfId: null,
    resendable: true,
    ...overrides,
  });
}
