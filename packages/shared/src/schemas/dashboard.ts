import { z } from 'zod';
import { COMPANY_STATUSES, USER_STATUSES } from '../enums.ts';
import { LIST_LINK_TARGETS } from '../list-links.ts';
import { ZAppealSummary } from './appeal.ts';
import { ZAssessmentListItem } from './assessment-list.ts';
import { ZId, ZIsoDate, ZOption } from './common.ts';
import type { LATEST_RISK_KEYS } from './engagement-filters.ts';

/**
 * `GET /api/my-dashboard` (spec §2 dashboards by role, §3 Dashboards): what the signed-in user sees
 * at `/`. Every number is a figure with the link to its list, filtered so that the list's total is
 * the number (docs/decisions/dashboards-and-statistics.md).
 */

export const ZListLink = z
  .object({
    list: z.enum(LIST_LINK_TARGETS),
    query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  })
  .meta({ id: 'ListLink', description: 'The list behind a number: its page and filters (list-links.ts).' });

export const ZFigure = z
  .object({ value: z.number().int(), link: ZListLink.nullable() })
  .meta({ id: 'DashboardFigure', description: 'A number and the list whose total it is (null: no list to open).' });
export type TFigure = z.infer<typeof ZFigure>;

const figures = <const K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, ZFigure])) as { [P in K]: typeof ZFigure });

/** Spec §3 approver counts. */
export const APPROVER_FIGURES = [
  'assessmentInProgressCount',
  'assessmentReturnedCount',
  'assessmentToReviewCount',
  'assessmentToVerifyCount',
  'newCommentCount',
  'overdueAssessmentCount',
] as const;
/** Spec §3 specialist counts: the approver's, with assessmentToCompleteCount. */
export const SPECIALIST_FIGURES = [...APPROVER_FIGURES, 'assessmentToCompleteCount'] as const;
/** Spec §3 company statistics. */
export const COMPANY_FIGURES = [
  'activeEngagementCount',
  'activeCompanyFeatureCount',
  'approverCount',
  'archiveEngagementCount',
  'assessmentDoneInTime',
  'assessmentDonePastDue',
  'employedLastAssessmentCount',
  'selfEmployedLastAssessmentCount',
  'overdueAssessment',
  'specialistCount',
  'userCount',
] as const;
/** Spec §3 provider dashboard. */
export const PROVIDER_FIGURES = [
  'activeClientCount',
  'activeEngagementCount',
  'clientUserCount',
  'gtUserCount',
  'invitationRequestCount',
  'activeCompanyFeatureCount',
  'expiringCompanyFeatureCount',
] as const;
/** Spec §3 appeal chart. */
export const APPEAL_CHART_FIGURES = [
  'appealCount',
  'appealOverdueCount',
  'appealThreeDaysCount',
  'appealSevenDaysCount',
  'appealTenDaysCount',
  'appealMoreThanTenDaysCount',
] as const;
/** Spec §3 appeal statistics. */
export const APPEAL_STATISTICS_FIGURES = ['appealOverdueCount', 'appealToResolveCount', 'newCommentCount'] as const;

export const ZApproverFigures = figures(APPROVER_FIGURES).meta({ id: 'ApproverStatistics' });
export const ZSpecialistFigures = figures(SPECIALIST_FIGURES).meta({ id: 'SpecialistStatistics' });
export const ZCompanyStatistics = figures(COMPANY_FIGURES).meta({ id: 'CompanyStatistics' });
export type TCompanyStatistics = z.infer<typeof ZCompanyStatistics>;
export const ZProviderFigures = figures(PROVIDER_FIGURES).meta({ id: 'ProviderDashboardStatistics' });
export const ZAppealChartFigures = figures(APPEAL_CHART_FIGURES).meta({ id: 'AppealChartFigures' });
export const ZAppealStatisticsFigures = figures(APPEAL_STATISTICS_FIGURES).meta({ id: 'AppealStatisticsFigures' });

/** One entry of a ranking (clients by assessments, managers by clients, departments and subsidiaries by engagements). */
export const ZRankedFigure = z
  .object({ id: ZId.nullable(), name: z.string(), value: z.number().int(), link: ZListLink.nullable() })
  .meta({ id: 'RankedFigure' });
export type TRankedFigure = z.infer<typeof ZRankedFigure>;

/** The heatmap's risk bands, highest first (`none`: no determination yet). */
export const HEATMAP_BANDS = [
  'high',
  'medium',
  'low',
  'none',
] as const satisfies readonly (typeof LATEST_RISK_KEYS)[number][];

/**
 * One cell of the risk heatmap: the active engagements of a row in a band and their contract value
 * (£), and the engagement list of exactly them. Measures are named fields, so another (money at
 * stake) can be added beside them.
 */
export const ZHeatmapCell = z
  .object({
    engagements: z.number().int(),
    contractValue: z.number(),
    /**
     * What PAYE would take from these engagements if they were inside the rules, net of the estimated
     * set-off, in pounds (the off-payroll estimate); null where the dashboard does not work it out
     * (provider staff's heatmap by client).
     */
    moneyAtStake: z.number().nullable(),
    link: ZListLink,
  })
  .meta({ id: 'HeatmapCell' });
export type THeatmapCell = z.infer<typeof ZHeatmapCell>;

export const ZRiskHeatmap = z
  .object({
    /** Rows are client groups (provider staff), the group's companies, or a company's departments. */
    by: z.enum(['client', 'company', 'department']),
    rows: z.array(
      z.object({
        /** The client, company or department; null: engagements without a department. */
        id: ZId.nullable(),
        name: z.string(),
        cells: z.object(
          Object.fromEntries(HEATMAP_BANDS.map((b) => [b, ZHeatmapCell])) as Record<
            (typeof HEATMAP_BANDS)[number],
            typeof ZHeatmapCell
          >,
        ),
      }),
    ),
    /** More rows than shown (the busiest are shown first). */
    truncated: z.boolean(),
  })
  .meta({ id: 'RiskHeatmap' });
export type TRiskHeatmap = z.infer<typeof ZRiskHeatmap>;

export const ATTENTION_KINDS = [
  'assessment',
  'reassessment',
  'appeal',
  'statement_unopened',
  'contract_change',
] as const;
export type TAttentionKind = (typeof ATTENTION_KINDS)[number];

/** One entry of the "needs attention" list, ordered by deadline (docs/decisions/dashboards-and-statistics.md). */
export const ZAttentionItem = z
  .object({
    kind: z.enum(ATTENTION_KINDS),
    /** The record the entry opens (assessment, appeal, engagement). */
    id: ZId,
    /** Where it opens, a web path. */
    to: z.string(),
    /** The engaged individual (and entity) it is about. */
    title: z.string(),
    company: z.string(),
    /** The day it is due (assessment due date, the appeal's 45th day, a week after the statement was sent, …). */
    deadline: ZIsoDate,
    /** Days from today to the deadline (negative: overdue). */
    daysLeft: z.number().int(),
  })
  .meta({ id: 'AttentionItem' });
export type TAttentionItem = z.infer<typeof ZAttentionItem>;

/** A short list on a dashboard with the figure of the whole list it previews. */
const preview = <T extends z.ZodType>(item: T) => z.object({ count: ZFigure, items: z.array(item) });

export const ZPendingInvitation = z.object({
  id: ZId,
  name: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  company: ZOption.nullable(),
});

const window = z.object({ dateFrom: ZIsoDate, dateTo: ZIsoDate });
const base = {
  /** Today's UK day: overdue and days left are counted from it. */
  today: ZIsoDate,
  /** The last 12 months: the window of the figures that count events (approvals). */
  window,
  attention: z.array(ZAttentionItem),
};

export const ZProviderAdminDashboard = z.object({
  kind: z.literal('provider_admin'),
  ...base,
  statistics: ZProviderFigures,
  clientsByAssessmentCount: z.array(ZRankedFigure),
  latestClients: z.array(
    z.object({ id: ZId, name: z.string(), status: z.enum(COMPANY_STATUSES), dateCreated: z.string() }),
  ),
  managersByClientCount: z.array(ZRankedFigure),
  appealChartStatistics: ZAppealChartFigures,
  heatmap: ZRiskHeatmap,
});

export const ZProviderUserDashboard = z.object({
  kind: z.literal('provider_user'),
  ...base,
  /** The clients this provider user manages. */
  clientCount: ZFigure,
  appealChartStatistics: ZAppealChartFigures,
  checkClientsEverHadAppeal: z.boolean(),
  heatmap: ZRiskHeatmap,
});

export const ZCompanyAdminDashboard = z.object({
  kind: z.literal('company_admin'),
  ...base,
  company: ZOption,
  /** A top company with subsidiaries (the group), or one company. */
  isGroup: z.boolean(),
  approverStatistics: ZApproverFigures,
  specialistStatistics: ZSpecialistFigures,
  statistics: ZCompanyStatistics,
  departmentsByEngagementCount: z.array(ZRankedFigure),
  subsidiariesByEngagementCount: z.array(ZRankedFigure),
  pendingInvitations: preview(ZPendingInvitation),
  appeals: preview(ZAppealSummary),
  appealStatistics: ZAppealStatisticsFigures,
  appealChartStatistics: ZAppealChartFigures,
  heatmap: ZRiskHeatmap,
});

export const ZApproverDashboard = z.object({
  kind: z.literal('approver'),
  ...base,
  approverStatistics: ZApproverFigures,
  assessmentsToReview: preview(ZAssessmentListItem),
  appealStatistics: ZAppealStatisticsFigures,
  appeals: preview(ZAppealSummary),
});

export const ZSpecialistDashboard = z.object({
  kind: z.literal('specialist'),
  ...base,
  assessmentsToComplete: preview(ZAssessmentListItem),
  specialistStatistics: ZSpecialistFigures,
  appealStatistics: ZAppealStatisticsFigures,
  appeals: preview(ZAppealSummary),
});

/** A client user: their appeals when they work appeals, else who to ask for work. */
export const ZClientUserDashboard = z.object({
  kind: z.literal('client_user'),
  ...base,
  appealStatistics: ZAppealStatisticsFigures.nullable(),
  appeals: preview(ZAppealSummary).nullable(),
  /** The company's admin, who assigns work. */
  admin: z.object({ name: z.string(), email: z.string() }).nullable(),
});

export const ZMyDashboard = z
  .discriminatedUnion('kind', [
    ZProviderAdminDashboard,
    ZProviderUserDashboard,
    ZCompanyAdminDashboard,
    ZApproverDashboard,
    ZSpecialistDashboard,
    ZClientUserDashboard,
  ])
  .meta({ id: 'MyDashboard' });
export type TMyDashboard = z.infer<typeof ZMyDashboard>;
export type TDashboardKind = TMyDashboard['kind'];

/** `GET my-dashboard?heatmapBy=`: the client admin's heatmap by the group's companies (default) or by department. */
export const ZMyDashboardQuery = z.object({ heatmapBy: z.enum(['company', 'department']).optional() });
export type TMyDashboardQuery = z.infer<typeof ZMyDashboardQuery>;
