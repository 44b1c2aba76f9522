import { APPEAL_URGENCY, type TStatisticsPage, type TStatisticsSection } from '@statera/shared';
import type { Db } from '../../db/client.ts';
import { appeals } from '../../db/schema/index.ts';
import { runAggregates } from '../../lib/aggregate.ts';
import { onTimestampColumn } from '../../lib/calendar-sql.ts';
import { appealChartAggregate, appealsGrouped, overturnGrouped } from '../appeals/appeal-statistics.ts';
import { approvalsGrouped, workloadBySpecialist } from '../assessments/assessment-statistics.ts';
import { activeRiskGrouped, engagementsGrouped } from '../engagements/engagement-statistics.ts';
import type { StatisticsScope } from './statistics-scope.ts';
import {
  departmentLabels,
  keyed,
  monthRows,
  named,
  pivotRisk,
  pounds,
  RISK_KEYS,
  SECTION_ROWS,
  section,
} from './statistics-sections.ts';

/**
 * The seven statistics pages (spec §2): each a few sections, a chart and the table behind it, all
 * computed in one statement of scoped aggregates (lib/aggregate.ts) over the page's scope
 * (statistics-scope.ts). The export writes exactly these sections.
 */

const APPROVAL_COLUMNS = [
  ['approved', 'count'],
  ['inTime', 'count'],
  ['pastDue', 'count'],
  ['employed', 'count'],
  ['selfEmployed', 'count'],
  ['averageDays', 'days'],
] as const;

type ApprovalRow = ReturnType<ReturnType<typeof approvalsGrouped>['read']>[number];
const approvalValues = (r: ApprovalRow | undefined) => ({
  approved: r?.approved ?? 0,
  inTime: r?.inTime ?? 0,
  pastDue: r?.pastDue ?? 0,
  employed: r?.employed ?? 0,
  selfEmployed: r?.selfEmployed ?? 0,
  averageDays: r?.averageDays ?? null,
});

/** Approvals by person (approver or specialist), their share, and by month. */
async function approvalsPage(db: Db, s: StatisticsScope, by: 'approver' | 'answerer'): Promise<TStatisticsSection[]> {
  const r = await runAggregates(db, {
    people: approvalsGrouped(s.assessments, s.window, by),
    months: approvalsGrouped(s.assessments, s.window, 'month'),
  });
  const people = r.people.map((p) => named(p.key, p.name, approvalValues(p)));
  const prefix = by === 'approver' ? 'approvalsByApprover' : 'approvalsBySpecialist';
  return [
    section(
      { key: prefix, chart: 'stacked_bar', chartColumns: ['inTime', 'pastDue'], columns: APPROVAL_COLUMNS },
      people,
    ),
    section(
      { key: `${prefix}Share`, chart: 'donut', chartColumns: ['approved'], columns: [['approved', 'count']] },
      people,
    ),
    section(
      { key: 'approvalsByMonth', chart: 'bar', chartColumns: ['approved'], columns: APPROVAL_COLUMNS },
      monthRows(s.window, r.months, (m) => approvalValues(r.months.find((x) => x.key === m))),
    ),
  ];
}

/** Active engagements by company or department and risk band; approvals within the period by the same. */
async function companiesPage(db: Db, s: StatisticsScope, by: 'company' | 'department'): Promise<TStatisticsSection[]> {
  const source = s.reach ? { reach: s.reach, departmentId: s.department?.id } : { scope: s.engagements };
  const r = await runAggregates(db, {
    // The busiest a bar chart holds, the rest summed in SQL (one row of others per risk band).
    risk: activeRiskGrouped(source, by, SECTION_ROWS.bar - 1),
    approvals: approvalsGrouped(s.assessments, s.window, by),
  });
  const active = pivotRisk(r.risk, 'noDepartment');
  const label = departmentLabels(r.approvals.map((a) => ({ ...a, id: a.key })));
  const approvals = r.approvals.map((a) =>
    a.key === null
      ? keyed('none', 'noDepartment', approvalValues(a))
      : named(a.key, label({ ...a, id: a.key }), approvalValues(a)),
  );
  const prefix = by === 'company' ? 'Company' : 'Department';
  return [
    section(
      {
        key: `activeBy${prefix}`,
        chart: 'donut',
        chartColumns: ['engagements'],
        columns: [
          ['engagements', 'count'],
          ['contractValue', 'money'],
        ],
      },
      active,
    ),
    section(
      {
        key: `riskBy${prefix}`,
        chart: 'stacked_bar',
        chartColumns: [...RISK_KEYS],
        columns: RISK_KEYS.map((k) => [k, 'count'] as const),
      },
      active,
    ),
    section(
      {
        key: `approvalsBy${prefix}`,
        chart: 'stacked_bar',
        chartColumns: ['inTime', 'pastDue'],
        columns: APPROVAL_COLUMNS,
      },
      approvals,
    ),
  ];
}

/** Engagements created within the period: by month, status, the engaged entity's type and latest risk. */
async function engagementsPage(db: Db, s: StatisticsScope): Promise<TStatisticsSection[]> {
  const r = await runAggregates(db, {
    months: engagementsGrouped(s.engagements, s.window, 'month'),
    statuses: engagementsGrouped(s.engagements, s.window, 'status'),
    types: engagementsGrouped(s.engagements, s.window, 'entityType'),
    risks: engagementsGrouped(s.engagements, s.window, 'risk'),
  });
  const columns = [
    ['count', 'count'],
    ['contractValue', 'money'],
  ] as const;
  const values = (x: { count: number; valuePence: number } | undefined) => ({
    count: x?.count ?? 0,
    contractValue: pounds(x?.valuePence),
  });
  const byKey = (rows: typeof r.statuses, prefix: string) =>
    rows.map((x) => keyed(String(x.key), `${prefix}.${String(x.key)}`, values(x)));
  return [
    section(
      { key: 'engagementsByMonth', chart: 'bar', chartColumns: ['count'], columns },
      monthRows(s.window, r.months, (m) => values(r.months.find((x) => x.key === m))),
    ),
    section(
      { key: 'engagementsByStatus', chart: 'donut', chartColumns: ['count'], columns },
      byKey(r.statuses, 'engagementStatus'),
    ),
    section(
      { key: 'engagementsByEntityType', chart: 'donut', chartColumns: ['count'], columns },
      byKey(r.types, 'entityType'),
    ),
    section({ key: 'engagementsByRisk', chart: 'donut', chartColumns: ['count'], columns }, byKey(r.risks, 'risk')),
  ];
}

/** Open assessments per specialist (due within the period), by where each stands today. */
async function specialistsPage(db: Db, s: StatisticsScope): Promise<TStatisticsSection[]> {
  const r = await runAggregates(db, { work: workloadBySpecialist(s.assessments, s.window, s.today) });
  const rows = r.work.map((w) =>
    named(w.key, w.name, {
      open: w.open,
      toComplete: w.toComplete,
      inProgress: w.inProgress,
      returned: w.returned,
      awaitingApprover: w.awaitingApprover,
      overdue: w.overdue,
    }),
  );
  const columns = [
    ['open', 'count'],
    ['toComplete', 'count'],
    ['inProgress', 'count'],
    ['returned', 'count'],
    ['awaitingApprover', 'count'],
    ['overdue', 'count'],
  ] as const;
  return [
    section(
      {
        key: 'workloadBySpecialist',
        chart: 'stacked_bar',
        chartColumns: ['toComplete', 'inProgress', 'returned', 'awaitingApprover'],
        columns,
      },
      rows,
    ),
    section({ key: 'openBySpecialist', chart: 'donut', chartColumns: ['open'], columns: [['open', 'count']] }, rows),
  ];
}

/** Appeals started within the period: by month, status, decision and company; today's urgency. */
async function appealsPage(db: Db, s: StatisticsScope): Promise<TStatisticsSection[]> {
  const scope = { kind: 'actor' as const, actor: s.actor };
  const started = onTimestampColumn(appeals.dateStarted, s.window);
  const where = [...s.appeals, ...(started ? [started] : [])];
  const r = await runAggregates(db, {
    months: appealsGrouped(scope, where, 'month'),
    statuses: appealsGrouped(scope, where, 'status'),
    decisions: appealsGrouped(scope, where, 'decision'),
    companies: appealsGrouped(scope, where, 'company'),
    urgency: appealChartAggregate(scope, s.today, s.appeals),
    overturnApprover: overturnGrouped(scope, where, 'approver'),
    overturnSpecialist: overturnGrouped(scope, where, 'specialist'),
    overturnRuleset: overturnGrouped(scope, where, 'ruleset'),
  });
  const columns = [
    ['count', 'count'],
    ['running', 'count'],
    ['closed', 'count'],
  ] as const;
  const values = (x: { count: number; running: number; closed: number } | undefined) => ({
    count: x?.count ?? 0,
    running: x?.running ?? 0,
    closed: x?.closed ?? 0,
  });
  const urgencyFigure = {
    overdue: r.urgency.appealOverdueCount,
    three_days: r.urgency.appealThreeDaysCount,
    seven_days: r.urgency.appealSevenDaysCount,
    ten_days: r.urgency.appealTenDaysCount,
    more_than_ten_days: r.urgency.appealMoreThanTenDaysCount,
  };
  return [
    section(
      { key: 'appealsByMonth', chart: 'bar', chartColumns: ['count'], columns },
      monthRows(s.window, r.months, (m) => values(r.months.find((x) => x.key === m))),
    ),
    section(
      { key: 'appealsByStatus', chart: 'donut', chartColumns: ['count'], columns: [['count', 'count']] },
      r.statuses.map((x) => keyed(String(x.key), `appealStatus.${String(x.key)}`, values(x))),
    ),
    section(
      { key: 'appealsByDecision', chart: 'donut', chartColumns: ['count'], columns: [['count', 'count']] },
      r.decisions.map((x) => keyed(String(x.key), `appealDecision.${String(x.key)}`, values(x))),
    ),
    section(
      { key: 'appealsByCompany', chart: 'stacked_bar', chartColumns: ['running', 'closed'], columns },
      r.companies.map((x) => named(x.key, x.name, values(x))),
    ),
    section(
      { key: 'appealsByUrgency', chart: 'bar', chartColumns: ['count'], columns: [['count', 'count']] },
      APPEAL_URGENCY.map((u) => keyed(u, `appealUrgency.${u}`, { count: urgencyFigure[u] })),
    ),
    overturnSection('overturnByApprover', r.overturnApprover),
    overturnSection('overturnBySpecialist', r.overturnSpecialist),
    overturnSection('overturnByRuleset', r.overturnRuleset),
  ];
}

/** Decided appeals, the accepted ones and their share (%), per person or rule set: where determinations do not hold. */
function overturnSection(
  key: string,
  rows: readonly { key: unknown; name: string | null; decided: number; accepted: number }[],
): TStatisticsSection {
  return section(
    {
      key,
      chart: 'bar',
      chartColumns: ['overturnRate'],
      columns: [
        ['decided', 'count'],
        ['accepted', 'count'],
        ['overturnRate', 'percent'],
      ],
    },
    rows.map((x) => {
      const values = {
        decided: x.decided,
        accepted: x.accepted,
        overturnRate: x.decided === 0 ? null : Math.round((x.accepted / x.decided) * 100),
      };
      // A result from before rule sets were recorded has none.
      if (key === 'overturnByRuleset' && x.key === null) return keyed('none', 'rulesetUnknown', values);
      return named(x.key, x.name ?? x.key ?? '', values);
    }),
  );
}

/** The sections of a page. */
export function pageSections(db: Db, page: TStatisticsPage, s: StatisticsScope): Promise<TStatisticsSection[]> {
  switch (page) {
    case 'appeals':
      return appealsPage(db, s);
    case 'assessments-by-approver':
      return approvalsPage(db, s, 'approver');
    case 'assessments-by-specialist':
      return approvalsPage(db, s, 'answerer');
    case 'companies':
      return companiesPage(db, s, 'company');
    case 'departments':
      return companiesPage(db, s, 'department');
    case 'engagements':
      return engagementsPage(db, s);
    case 'specialists':
      return specialistsPage(db, s);
  }
}
