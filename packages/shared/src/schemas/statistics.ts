import { z } from 'zod';
import { STATISTICS_DATE_FILTER_PERIODS } from '../date-periods.ts';
import { ZId, ZIsoDate, ZOption } from './common.ts';
import { ZListLink } from './dashboard.ts';

/** The seven statistics pages (spec §2 /statistics/*), served by `GET /api/statistics/{page}`. */
export const STATISTICS_PAGES = [
  'appeals',
  'assessments-by-approver',
  'assessments-by-specialist',
  'companies',
  'departments',
  'engagements',
  'specialists',
] as const;
export type TStatisticsPage = (typeof STATISTICS_PAGES)[number];

export const ZStatisticsPageParams = z.object({ page: z.enum(STATISTICS_PAGES) });

/**
 * The filters of every statistics page: a §9 period (lastYear by default; customPeriod with one or
 * both dates, YYYY-MM-DD, the start not after the end), a company of the viewer's reach and one of its
 * departments. `format=xls` answers the page as a workbook (exactly what the page shows).
 */
export const ZStatisticsQuery = z
  .object({
    period: z.enum(STATISTICS_DATE_FILTER_PERIODS).default('lastYear'),
    dateFrom: ZIsoDate.optional(),
    dateTo: ZIsoDate.optional(),
    companyId: ZId.optional(),
    departmentId: ZId.optional(),
    format: z.enum(['xls']).optional(),
  })
  .refine((q) => q.period !== 'customPeriod' || q.dateFrom !== undefined || q.dateTo !== undefined, {
    path: ['dateFrom'],
    error: 'errors.requiredAtLeastOneField',
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    path: ['dateTo'],
    error: 'documents.datePeriodModal.dateTooEarly',
  });
export type TStatisticsQuery = z.infer<typeof ZStatisticsQuery>;

/** How a value column is shown: a count, pounds, a percentage or a number of days. */
export const STATISTICS_VALUE_TYPES = ['count', 'money', 'percent', 'days'] as const;
/** What the chart of a section is; every section also has its table. */
export const STATISTICS_CHARTS = ['donut', 'bar', 'stacked_bar', 'none'] as const;
/** How a row's label reads: a name as it is, a key the app translates, a month (YYYY-MM). */
export const STATISTICS_LABEL_KINDS = ['text', 'key', 'month'] as const;

export const ZStatisticsSection = z
  .object({
    /** The section (its title: statistics.sections.<key>). */
    key: z.string(),
    chart: z.enum(STATISTICS_CHARTS),
    /** The value columns the chart draws (a donut: the first). */
    chartColumns: z.array(z.string()),
    /** The table's value columns (titles: statistics.columns.<key>); the first column is the row label. */
    columns: z.array(z.object({ key: z.string(), type: z.enum(STATISTICS_VALUE_TYPES) })),
    rows: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        labelKind: z.enum(STATISTICS_LABEL_KINDS),
        values: z.record(z.string(), z.number().nullable()),
        /** The list of the row's records, when there is one to open. */
        link: ZListLink.nullable(),
        /** The "others" row (label `others`): how many rows it sums (a section shows the busiest rows). */
        folded: z.number().int().positive().optional(),
      }),
    ),
  })
  .meta({ id: 'StatisticsSection' });
export type TStatisticsSection = z.infer<typeof ZStatisticsSection>;

export const ZStatisticsPage = z
  .object({
    page: z.enum(STATISTICS_PAGES),
    /** The UK days the period covers (open ends: all time). */
    window: z.object({ dateFrom: ZIsoDate.nullable(), dateTo: ZIsoDate.nullable() }),
    company: ZOption.nullable(),
    department: ZOption.nullable(),
    sections: z.array(ZStatisticsSection),
  })
  .meta({ id: 'StatisticsPage' });
export type TStatisticsPageData = z.infer<typeof ZStatisticsPage>;
