import type { TStatisticsPage, TStatisticsPageData, TStatisticsQuery, TStatisticsSection } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { createExport, type ExportFile } from '../exports/list-export.ts';
import { statisticsPage } from './statistics.service.ts';
import { COLUMN_TITLES, keyLabel, PAGE_TITLES, SECTION_TITLES } from './statistics-labels.ts';

type Row = TStatisticsSection['rows'][number];

const TYPES = { count: 'integer', money: 'money', percent: 'integer', days: 'decimal' } as const;

/** A row's label as the page shows it: a name, a key's words, or a month (MM.YYYY). */
const labelOf = (r: Row) =>
  r.label === 'others' && r.folded
    ? `${r.folded.toLocaleString('en-GB')} others`
    : r.labelKind === 'key'
      ? keyLabel(r.label)
      : r.labelKind === 'month'
        ? r.label.split('-').reverse().join('.')
        : r.label;

/** The sheet of one section: the label column, then its value columns, as the page's table. */
function sheetOf(s: TStatisticsSection) {
  const columns: XlsxColumn<Row>[] = [
    { header: SECTION_TITLES[s.key] ?? s.key, value: labelOf },
    ...s.columns.map(
      (c): XlsxColumn<Row> => ({
        header: COLUMN_TITLES[c.key] ?? c.key,
        type: TYPES[c.type],
        value: (r) => r.values[c.key] ?? null,
      }),
    ),
  ];
  return { name: SECTION_TITLES[s.key] ?? s.key, columns, rows: s.rows };
}

/** The first sheet: what the page was filtered by. */
function filtersSheet(page: TStatisticsPage, data: TStatisticsPageData, q: TStatisticsQuery) {
  const day = (d: string | null) => (d ? d.split('-').reverse().join('.') : 'open');
  const rows: [string, string][] = [
    ['Statistics', PAGE_TITLES[page] ?? page],
    ['Period', q.period],
    ['From', day(data.window.dateFrom)],
    ['To', day(data.window.dateTo)],
    ['Company', data.company?.name ?? 'All companies'],
    ['Department', data.department?.name ?? 'All departments'],
  ];
  return {
    name: 'Filters',
    columns: [
      { header: 'Filter', value: (r: [string, string]) => r[0] },
      { header: 'Value', value: (r: [string, string]) => r[1] },
    ],
    rows,
  };
}

/**
 * `GET /api/statistics/{page}?format=xls`: exactly what the page shows for the same filters — the
 * same sections computed by the same call — one sheet per section (the table behind its chart) after
 * a sheet of the filters. Audited as every export (`export.created`).
 */
export async function exportStatistics(
  db: Db,
  actor: Actor,
  page: TStatisticsPage,
  q: TStatisticsQuery,
  now = new Date(),
  shown?: TStatisticsPageData,
): Promise<ExportFile> {
  // The page as served (the route passes its kept answer), else computed now.
  const data = shown ?? (await statisticsPage(db, actor, page, q, now));
  return createExport(
    db,
    actor,
    {
      kind: `statistics_${page}`,
      fileName: `statistics_${page}.xlsx`,
      query: q,
      companyId: q.companyId,
      truncated: false,
    },
    [filtersSheet(page, data, q), ...data.sections.map(sheetOf)],
  );
}
