import { CSV_COLUMNS, neutraliseCsvValue, type TCsvEntity, type TCsvRow } from '@statera/shared';
import type { TFunction } from 'i18next';

const quote = (cell: string) => {
  const safe = neutraliseCsvValue(cell);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The error report a user downloads to fix a file: the import's columns (the demo file's headers,
 * so the fixed file imports as it is), the row's line in the original file and, last, its errors in
 * words. Formula-like values get the leading apostrophe spreadsheets respect; the import takes it
 * off again. Comma-separated, UTF-8 with a BOM (Excel opens it right).
 */
export function errorReportCsv(entity: TCsvEntity, rows: readonly TCsvRow[], t: TFunction): string {
  const columns = CSV_COLUMNS[entity];
  const header = [...columns.map((c) => c.header), t('csvImport.report.line'), t('csvImport.report.errors')];
  const label = (field: string) => columns.find((c) => c.field === field)?.header ?? field;
  const lines = rows
    .filter((row) => Object.keys(row.errors).length > 0)
    .map((row) => {
      const errors = Object.entries(row.errors)
        .map(([field, keys]) => `${label(field)}: ${keys.map((k) => t(k)).join(', ')}`)
        .join('; ');
      return [...columns.map((c) => row.values[c.field] ?? ''), String(row.line), errors].map(quote).join(',');
    });
  return `\uFEFF${[header.map(quote).join(','), ...lines].join('\r\n')}\r\n`;
}
