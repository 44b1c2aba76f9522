import { HEATMAP_BANDS, type THeatmapCell, type TListLinkQuery, type TRiskHeatmap } from '@statera/shared';
import { type CompanyReach, type HeatmapRowKey, heatmapCells } from '../engagements/engagement-statistics.ts';
import { engagementsLink } from './dashboard-links.ts';

/** The key of a heatmap cell: its row (company or department id; 'none': no department) and band. */
export const heatmapCellKey = (rowId: string | null, band: string) => `${rowId ?? 'none'}|${band}`;

/** At most this many rows, the busiest (most active engagements) first. */
const HEATMAP_ROWS = 12;

/** The heatmap's aggregate (engagement-statistics.ts over the risk counters). */
export const heatmapAggregate = (reach: CompanyReach, by: HeatmapRowKey) => heatmapCells(reach, by);

type CellRow = ReturnType<ReturnType<typeof heatmapCells>['read']>[number];

/**
 * Spec issue 25 item 5: risk band × client, company or department; each cell the active engagements
 * and their contract value at stake (£), linked to the engagement list of exactly those (status
 * active, the band, the row's companies or department). Cells are objects of named measures, so a
 * further figure (money at stake) can join them.
 */
export function riskHeatmap(rows: CellRow[], by: HeatmapRowKey, atStake?: ReadonlyMap<string, number>): TRiskHeatmap {
  const byRow = new Map<string, { id: string | null; name: string; cells: Map<string, CellRow> }>();
  for (const r of rows) {
    const id = (r.id as string | null) ?? null;
    const key = id ?? 'none';
    const row = byRow.get(key) ?? { id, name: String(r.name ?? ''), cells: new Map() };
    row.cells.set(String(r.risk), r);
    byRow.set(key, row);
  }
  // A client row's companies: those of the group holding its active engagements (the rest add none).
  const companiesOf = (id: string) =>
    [...new Set([...(byRow.get(id)?.cells.values() ?? [])].flatMap((c) => c.companies))].sort();
  const total = (cells: Map<string, CellRow>) => [...cells.values()].reduce((n, c) => n + c.engagements, 0);
  const ordered = [...byRow.values()].sort((a, b) => total(b.cells) - total(a.cells) || a.name.localeCompare(b.name));
  const where = (id: string | null): TListLinkQuery =>
    by === 'department'
      ? id
        ? { departmentId: id }
        : { withoutDepartment: 'true' }
      : { companyIds: by === 'client' ? companiesOf(id!) : [id!] };
  return {
    by,
    truncated: ordered.length > HEATMAP_ROWS,
    rows: ordered.slice(0, HEATMAP_ROWS).map((row) => ({
      id: row.id,
      name: row.name,
      cells: Object.fromEntries(
        HEATMAP_BANDS.map((band): [string, THeatmapCell] => {
          const c = row.cells.get(band);
          return [
            band,
            {
              engagements: c?.engagements ?? 0,
              contractValue: (c?.valuePence ?? 0) / 100,
              moneyAtStake: atStake ? (atStake.get(heatmapCellKey(row.id, band)) ?? 0) / 100 : null,
              link: engagementsLink({ status: 'active', riskLevels: [band], ...where(row.id) }),
            },
          ];
        }),
      ) as TRiskHeatmap['rows'][number]['cells'],
    })),
  };
}
