import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeWorkbook, type XlsxColumn, type XlsxRows } from '../../lib/xlsx.ts';
import { recordAudit } from '../audit/audit.service.ts';

/**
 * Most rows one sheet of an export holds (docs/decisions/exports.md, "Row cap"): a longer list is cut
 * to its first EXPORT_ROW_CAP rows in the list's own sort order. Whether it is cut is known from the
 * list's count before the first byte, so the response says so in `X-Export-Truncated: true` and the
 * audit event in `truncated`. Streaming keeps memory flat at any size; the cap bounds the time.
 */
export const EXPORT_ROW_CAP = 10_000;

/** Rows read from the database at a time while an export is written (a divisor of EXPORT_ROW_CAP). */
export const EXPORT_BATCH = 1_000;

/**
 * An export ready to send: the name the browser saves it under and the workbook, written into a
 * stream as its rows are read. Everything that may fail with an error answer (scope, the first batch,
 * the count, the audit event) has happened before this exists.
 */
export interface ExportFile {
  fileName: string;
  /** A list had more rows than EXPORT_ROW_CAP and was cut. */
  truncated: boolean;
  /** Streams the workbook into `out`; rejects when a later batch fails (the caller ends `out`). */
  write: (out: Writable) => Promise<void>;
}

/** Rows of a sheet as streamed: the first batch, the later ones, and how many there are in all. */
export interface ExportRows<T> extends XlsxRows<T> {
  count: number;
}

export interface ExportSheet<T> {
  name: string;
  columns: readonly XlsxColumn<T>[];
  /** Rows already read (a detail, a short list), or batches read while the file is written. */
  rows: readonly T[] | ExportRows<T>;
}

/**
 * A list read page by page through its own service (its filters, sort and tenant scope), EXPORT_BATCH
 * rows a page, up to EXPORT_ROW_CAP rows: page 1 now, the others while the file is written.
 */
export async function pagedRows<T>(
  fetchPage: (page: number, rows: number) => Promise<{ data: T[]; total: number }>,
): Promise<{ rows: ExportRows<T>; truncated: boolean }> {
  const first = await fetchPage(1, EXPORT_BATCH);
  const count = Math.min(first.total, EXPORT_ROW_CAP);
  async function* rest() {
    let written = first.data.length;
    for (let page = 2; written < count && written === (page - 1) * EXPORT_BATCH; page++) {
      const { data } = await fetchPage(page, EXPORT_BATCH);
      if (data.length === 0) return;
      const batch = data.slice(0, count - written);
      written += batch.length;
      yield batch;
    }
  }
  return { rows: { first: first.data.slice(0, count), rest: rest(), count }, truncated: first.total > count };
}

/** The part of a list query an export applies and the audit records: no page, rows or format. */
export function exportFilters(query: object): Record<string, unknown> {
  const { page: _p, rows: _r, format: _f, ...filters } = query as Record<string, unknown>;
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
}

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

/**
 * Records who exported what with which filters (audit `export.created`, rows per sheet as counted
 * before the first byte) and returns the export, to be streamed by `sendXlsx`.
 */
export async function createExport(
  db: DbOrTx,
  actor: Actor,
  spec: ExportSpec,
  // biome-ignore lint/suspicious/noExplicitAny: sheets of different row types in one workbook
  sheets: readonly [ExportSheet<any>, ...ExportSheet<any>[]],
): Promise<ExportFile> {
  const streamed = sheets.map((s) => ({
    name: s.name,
    columns: s.columns,
    rows: Array.isArray(s.rows) ? { first: s.rows, count: s.rows.length } : (s.rows as ExportRows<unknown>),
  }));
  const rows = Object.fromEntries(streamed.map((s) => [s.name, s.rows.count]));
  const { truncated } = spec;
  await recordAudit(db, {
    actorId: actor.id,
    action: 'export.created',
    entityType: 'export',
    entityId: randomUUID(),
    companyId: spec.companyId ?? null,
    after: { kind: spec.kind, fileName: spec.fileName, filters: exportFilters(spec.query), rows, truncated },
  });
  return { fileName: spec.fileName, truncated, write: (out) => writeWorkbook(out, streamed) };
}
