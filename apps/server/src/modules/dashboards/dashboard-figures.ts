import {
  APPEAL_URGENCY,
  type DayRange,
  type TAppealChartStatistics,
  type TAppealStatistics,
  type TCompanyStatistics,
  type TFigure,
  type TListLinkQuery,
} from '@statera/shared';
import { MANAGER_TURN_STATUSES } from '../appeals/appeal-statistics.ts';
import { TO_COMPLETE_LIST_STATUSES } from '../assessments/assessment-figures.ts';
import {
  type AssessmentView,
  appealsLink,
  approvedWithin,
  assessmentsLink,
  engagementsLink,
  figure,
  subscriptionsLink,
  usersLink,
} from './dashboard-links.ts';

/** The appeal statuses whose 45 days run (the appeal list's `statuses` for "in progress"). */
export const RUNNING_STATUSES = ['started', 'am_processing', 'contractor_processing', 'reopened'];

/** What `seatFigures` counts (assessment-statistics.ts). */
export interface SeatCounts {
  inProgress: number;
  returned: number;
  toReview: number;
  toVerify: number;
  overdue: number;
  toComplete: number;
  newComments: number;
}

/** Spec §3 specialist counts (the approver's are the same without assessmentToCompleteCount), over a view of the list. */
export function seatStatistics(view: AssessmentView, c: SeatCounts) {
  const of = (value: number, filters: TListLinkQuery) => figure(value, assessmentsLink(view, filters));
  return {
    assessmentInProgressCount: of(c.inProgress, { statuses: ['in_progress'] }),
    assessmentReturnedCount: of(c.returned, { statuses: ['returned', 'updating'] }),
    assessmentToReviewCount: of(c.toReview, { statuses: ['review'] }),
    assessmentToVerifyCount: of(c.toVerify, { statuses: ['to_verify'] }),
    newCommentCount: of(c.newComments, { withNewComments: 'true' }),
    overdueAssessmentCount: of(c.overdue, { overdue: 'true' }),
    assessmentToCompleteCount: of(c.toComplete, { statuses: [...TO_COMPLETE_LIST_STATUSES] }),
  };
}

/** The approver's counts alone. */
export function approverStatistics(view: AssessmentView, c: SeatCounts) {
  const { assessmentToCompleteCount: _, ...rest } = seatStatistics(view, c);
  return rest;
}

const BUCKET_OF: Record<Exclude<keyof TAppealChartStatistics, 'appealCount'>, (typeof APPEAL_URGENCY)[number]> = {
  appealOverdueCount: 'overdue',
  appealThreeDaysCount: 'three_days',
  appealSevenDaysCount: 'seven_days',
  appealTenDaysCount: 'ten_days',
  appealMoreThanTenDaysCount: 'more_than_ten_days',
};

/** Spec §3 appeal chart: each bucket is the appeal list filtered by that urgency; all of them, the total. */
export function appealChartFigures(c: TAppealChartStatistics) {
  const buckets = Object.fromEntries(
    Object.entries(BUCKET_OF).map(([k, b]) => [
      k,
      figure(c[k as keyof typeof BUCKET_OF], appealsLink({ urgency: [b] })),
    ]),
  ) as Record<keyof typeof BUCKET_OF, TFigure>;
  return { appealCount: figure(c.appealCount, appealsLink({ urgency: [...APPEAL_URGENCY] })), ...buckets };
}

/** Spec §3 appeal statistics: overdue, the manager's turn, running appeals with comments not seen. */
export function appealStatisticsFigures(c: TAppealStatistics) {
  return {
    appealOverdueCount: figure(c.appealOverdueCount, appealsLink({ urgency: ['overdue'] })),
    appealToResolveCount: figure(c.appealToResolveCount, appealsLink({ statuses: [...MANAGER_TURN_STATUSES] })),
    newCommentCount: figure(c.newCommentCount, appealsLink({ statuses: RUNNING_STATUSES, onlyNewComments: 'true' })),
  };
}

/** What the company statistics count (the company admin's dashboard, GET companies/{id}/statistics). */
export interface CompanyCounts {
  active: number;
  archived: number;
  features: number;
  users: number;
  approvers: number;
  specialists: number;
  doneInTime: number;
  donePastDue: number;
  overdue: number;
  employed: number;
  selfEmployed: number;
}

/**
 * Spec §3 company statistics with their lists. `companyIds` narrows every list to the company's tree
 * when the viewer reaches more (a provider looking at one client, an admin at one subsidiary).
 * Features: the subscription list of the client for provider staff; client people have no list of
 * them (null).
 */
export function companyStatistics(
  c: CompanyCounts,
  window: Required<DayRange>,
  opts: { companyIds?: string[]; featuresOf: string | null },
): TCompanyStatistics {
  const narrow: TListLinkQuery = opts.companyIds ? { companyIds: opts.companyIds } : {};
  const people = (value: number, filters: TListLinkQuery) =>
    figure(value, usersLink({ status: 'active', ...filters, ...narrow }));
  return {
    activeEngagementCount: figure(c.active, engagementsLink({ status: 'active', ...narrow })),
    archiveEngagementCount: figure(c.archived, engagementsLink({ status: 'archived', ...narrow })),
    activeCompanyFeatureCount: figure(
      c.features,
      opts.featuresOf ? subscriptionsLink({ enabled: 'true', companyId: opts.featuresOf }) : null,
    ),
    userCount: people(c.users, {}),
    approverCount: people(c.approvers, { role: 'approver' }),
    specialistCount: people(c.specialists, { role: 'specialist' }),
    assessmentDoneInTime: figure(
      c.doneInTime,
      assessmentsLink('all', { completion: 'in_time', ...approvedWithin(window), ...narrow }),
    ),
    assessmentDonePastDue: figure(
      c.donePastDue,
      assessmentsLink('all', { completion: 'past_due', ...approvedWithin(window), ...narrow }),
    ),
    overdueAssessment: figure(c.overdue, assessmentsLink('all', { overdue: 'true', ...narrow })),
    employedLastAssessmentCount: figure(
      c.employed,
      engagementsLink({ status: 'active', latestOutcome: 'employed', ...narrow }),
    ),
    selfEmployedLastAssessmentCount: figure(
      c.selfEmployed,
      engagementsLink({ status: 'active', latestOutcome: 'self_employed', ...narrow }),
    ),
  };
}
