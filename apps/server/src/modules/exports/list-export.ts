import { randomUUID } from 'node:crypto';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { buildWorkbook, type XlsxSheet } from '../../lib/xlsx.ts';
import { recordAudit } from '../audit/audit.service.ts';

/**
 * Most rows one export holds (docs/decisions/exports.md). Larger lists are cut at the cap in the
 * list's own sort order; the response says so in `X-Export-Truncated`.
 */
export const EXPORT_ROW_CAP = 10_000;

/** An export ready to send: the workbook and the name the browser saves it under. */
export interface ExportFile {
  fileName: string;
  body: Buffer;
  /** A list had more rows than EXPORT_ROW_CAP and was cut. */
  truncated: boolean;
}

/** The part of a list query an export applies and the audit records: no page, rows or format. */
export function exportFilters(query: object): Record<string, unknown> {
  const { page: _p, rows: _r, format: _f, ...filters } = query as Record<string, unknown>;
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
}

/** The same list query asking for the first EXPORT_ROW_CAP rows. */
export const wholeList = <Q extends object>(query: Q): Q & { page: number; rows: number } => ({
  ...query,
  page: 1,
  rows: EXPORT_ROW_CAP,
});

export interface ExportSpec {
  /** What was exported, e.g. 'users', 'company_users', 'clients', 'engagements', 'company'. */
  kind: string;
  fileName: string;
  /** The query as the client sent it; page, rows and format are left out of the audit. */
  query: object;
  /** The company the export is about, for company-scoped exports. */
  companyId?: string;
  /** A list had more rows than EXPORT_ROW_CAP (its count said more than it returned). */
  truncated: boolean;
}

/** Whether a page fetched with wholeList() left rows out. */
export const cut = (page: { data: unknown[]; total: number }) => page.total > page.data.length;

/** Writes the workbook and records who exported what with which filters (audit `export.created`). */
export async function createExport(
  db: DbOrTx,
  actor: Actor,
  spec: ExportSpec,
  // biome-ignore lint/suspicious/noExplicitAny: sheets of different row types in one workbook
  sheets: readonly [XlsxSheet<any>, ...XlsxSheet<any>[]],
): Promise<ExportFile> {
  const body = await buildWorkbook(sheets);
  const rows = Object.fromEntries(sheets.map((s) => [s.name, s.rows.length]));
  const { truncated } = spec;
  await recordAudit(db, {
    actorId: actor.id,
    action: 'export.created',
    entityType: 'export',
    entityId: randomUUID(),
    companyId: spec.companyId ?? null,
    after: { kind: spec.kind, fileName: spec.fileName, filters: exportFilters(spec.query), rows, truncated },
  });
  return { fileName: spec.fileName, body, truncated };
}
