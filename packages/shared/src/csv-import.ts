import type { TEngagedEntityType } from './enums.ts';
import { LIMITS } from './limits.ts';
import { SECTORS, type TSector } from './sectors.ts';

/**
 * CSV and .xlsx imports (spec §4 "CSV imports run in two stages: parse, then process"; §5 CSV rules;
 * §7 CSV calls; §9 delimiters). Rules as data, read by the server, the web and the demo files alike;
 * docs/decisions/csv-import.md explains the choices.
 */
export const CSV_ENTITIES = ['engagements', 'users', 'clients', 'subsidiaries'] as const;
export type TCsvEntity = (typeof CSV_ENTITIES)[number];

/** Spec §9: comma, semicolon, pipe, caret, tab. */
export const CSV_DELIMITERS = { comma: ',', semicolon: ';', pipe: '|', caret: '^', tab: '\t' } as const;
export type TCsvDelimiter = keyof typeof CSV_DELIMITERS;
export const CSV_DELIMITER_NAMES = Object.keys(CSV_DELIMITERS) as TCsvDelimiter[];

export const CSV_IMPORT_LIMITS = {
  /** Largest upload: 50,000 engagement rows of a generous width fit in it. */
  maxBytes: 20 * 1024 * 1024,
  /** Most data rows in one file (the header row aside). */
  maxRows: 50_000,
  /** Most columns a row may have (a file with more is not one of ours). */
  maxColumns: 40,
  /** Spec §5/§9: every CSV value at most 191 characters. */
  valueMax: LIMITS.csvValueMax,
  /** Rows the preview carries: every row of a file up to this size, else the rows with errors first. */
  previewRows: 1_000,
  /** Row errors an answer or a failed import keeps (the error report has them all). */
  errorRowsKept: 1_000,
  /** A parsed file waits this long for its process call, then it and its row are removed. */
  keyTtlHours: 24,
  /** Invitation emails of one import are released this many a minute (throttled, never all at once). */
  invitationsPerMinute: 50,
} as const;

/** Where an import is: parsed (preview shown) → queued → running → completed, or failed/cancelled (retry with the key). */
export const CSV_IMPORT_STATUSES = ['parsed', 'queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type TCsvImportStatus = (typeof CSV_IMPORT_STATUSES)[number];
/** Statuses from which the process call may (re)start an import with the same key. */
export const CSV_IMPORT_STARTABLE: readonly TCsvImportStatus[] = ['parsed', 'failed', 'cancelled'];
export const CSV_IMPORT_ACTIVE: readonly TCsvImportStatus[] = ['queued', 'running'];

/** Spec §9 "CSV engagement type: Company, Sole trader, LLP". */
export const CSV_ENGAGED_ENTITY_TYPES: Record<string, TEngagedEntityType> = {
  Company: 'company',
  'Sole trader': 'sole_trader',
  LLP: 'limited_liability_partnership',
};
export const CSV_ENGAGED_ENTITY_TYPE_LABELS = Object.fromEntries(
  Object.entries(CSV_ENGAGED_ENTITY_TYPES).map(([label, type]) => [type, label]),
) as Record<TEngagedEntityType, string>;

/** The roles a users import may give, by the words a file uses. */
export const CSV_USER_ROLES = { 'Client user': 'client_user', Specialist: 'specialist', Approver: 'approver' } as const;

export interface TCsvColumn {
  /** The field the server validates (the single-record form's name where there is one). */
  field: string;
  /** The header the demo file writes and a file is matched by (case, spaces and punctuation ignored). */
  header: string;
  required: boolean;
}

const col = (field: string, header: string, required = false): TCsvColumn => ({ field, header, required });

/** The columns of each import, in the demo files' order. */
export const CSV_COLUMNS: Record<TCsvEntity, readonly TCsvColumn[]> = {
  engagements: [
    col('engagedIndividualName', 'Engaged individual name', true),
    col('engagedIndividualEmail', 'Engaged individual email'),
    col('engagedIndividualRole', 'Engaged individual role'),
    col('type', 'Type', true),
    col('companyName', 'Company name'),
    col('companyNumber', 'Company number'),
    col('contractStart', 'Contract start', true),
    col('contractEnd', 'Contract end', true),
    col('contractValue', 'Contract value', true),
    col('serviceProvided', 'Service provided', true),
    col('specialistEmail', 'Specialist email', true),
    col('approverEmail', 'Approver email', true),
    col('department', 'Department'),
    col('agencyName', 'Agency name'),
    col('agencyNumber', 'Agency number'),
    col('agencyContactName', 'Agency contact name'),
    col('agencyEmail', 'Agency email'),
    col('yourReference', 'Your reference'),
  ],
  users: [
    col('email', 'Email', true),
    col('firstName', 'First name'),
    col('lastName', 'Last name'),
    col('role', 'Role', true),
  ],
  clients: [
    col('name', 'Company name', true),
    col('companyNumber', 'Company number', true),
    col('sector', 'Sector'),
    col('companyAdminEmail', 'Admin email', true),
    col('gtManagerEmail', 'Manager email'),
    col('appealManagerEmail', 'Appeal manager email'),
  ],
  subsidiaries: [
    col('name', 'Company name', true),
    col('companyNumber', 'Company number', true),
    col('sector', 'Sector'),
    col('companyAdminEmail', 'Admin email', true),
    col('appealManagerEmail', 'Appeal manager email'),
  ],
};

/** How a header is compared: letters and digits only, lower case ("Contract start" = "contract_start"). */
export const csvHeaderKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** DD/MM/YYYY (spec §5 CSV dates; one-digit day and month accepted) as YYYY-MM-DD, or null. */
export function csvDateToIso(value: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD as the CSV's DD/MM/YYYY. */
export const isoToCsvDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A sector by its value or its English words ("Banking and financial services"), or null. */
export function csvSector(value: string): TSector | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return (SECTORS as readonly string[]).includes(key) ? (key as TSector) : null;
}

/** Characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A value as written into a CSV we produce (demo files, error reports): one that a spreadsheet
 * would take for a formula gets a leading apostrophe, so it opens as text.
 */
export const neutraliseCsvValue = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * A cell as an import reads it: text, never evaluated. The apostrophe our own files put before a
 * formula-like value is taken off again, so a downloaded error report imports as it was typed.
 */
export const importedCellText = (value: string) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value);
