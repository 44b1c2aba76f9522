import { formatPounds as formatSharedPounds } from '@statera/shared';

/** Display formats of spec §9; the API sends and takes dates as YYYY-MM-DD. */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const SHORT_DATE_FORMAT = 'DD.MM.YY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY hh:mm A';
export const DEFAULT_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const API_DATE_FORMAT = 'YYYY-MM-DD';
const EMPTY = '—';

type DateLike = string | number | Date | null | undefined;

/** dayjs's reading of a date string: "YYYY-MM-DD[ T]HH:mm:ss.SSS" (parts optional) in local time, else the browser's. */
const LOCAL_DATE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * A value read as dayjs(value) reads it, without dayjs: the formatters are in the login page's first
 * download (the maintenance notices), dayjs is not (docs/decisions/web-delivery.md).
 */
function toDate(value: string | number | Date): Date {
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const m = LOCAL_DATE.exec(value);
    if (m) {
      const n = (part: string | undefined) => Number(part || 0);
      const ms = Number((m[7] || '0').substring(0, 3));
      return new Date(n(m[1]), Number(m[2]) - 1 || 0, Number(m[3] || 1), n(m[4]), n(m[5]), n(m[6]), ms);
    }
  }
  return new Date(value instanceof Date ? value.getTime() : value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The tokens our display formats use (YYYY YY MM DD HH hh mm ss A), as dayjs formats them. */
function formatTokens(d: Date, pattern: string): string {
  const hours = d.getHours();
  const tokens: Record<string, string> = {
    YYYY: pad(d.getFullYear(), 4),
    YY: pad(d.getFullYear() % 100),
    MM: pad(d.getMonth() + 1),
    DD: pad(d.getDate()),
    HH: pad(hours),
    hh: pad(hours % 12 || 12),
    mm: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
    A: hours < 12 ? 'AM' : 'PM',
  };
  return pattern.replace(/YYYY|YY|MM|DD|HH|hh|mm|ss|A/g, (token) => tokens[token] as string);
}

function format(value: DateLike, pattern: string): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? EMPTY : formatTokens(d, pattern);
}

/** A date as DD.MM.YYYY; an empty or invalid value as a dash. */
export const formatDate = (value: DateLike): string => format(value, DATE_FORMAT);

/** A date as DD.MM.YY, for narrow columns. */
export const formatShortDate = (value: DateLike): string => format(value, SHORT_DATE_FORMAT);

/** A moment as DD.MM.YYYY hh:mm A in the browser's time zone. */
export const formatDateTime = (value: DateLike): string => format(value, DATE_TIME_FORMAT);

/** A moment as YYYY-MM-DD HH:mm:ss (spec §9 default format, e.g. in exports and logs). */
export const formatDefaultDateTime = (value: DateLike): string => format(value, DEFAULT_DATE_TIME_FORMAT);

/** A date as the API takes it (YYYY-MM-DD), or '' when empty or invalid. */
export function toApiDate(value: DateLike): string {
  const text = format(value, API_DATE_FORMAT);
  return text === EMPTY ? '' : text;
}

/**
 * Pounds (spec §9): £1,234.56 below a million, £1.2m from £1,000,000 — the shared formatter the
 * server also uses for the figures it sends formatted (an engagement's contractValueFormatted).
 */
export function formatPounds(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  return formatSharedPounds(value);
}

/** Integer pence (as the API sends money) formatted as pounds. */
export function formatPence(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : formatPounds(value / 100);
}

export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : `${Math.round(value)}%`;
}

/** Characters of a document name, before its extension, shown in full (spec §9). */
export const DOCUMENT_NAME_MAX = 36;

/**
 * A document name whose part before the extension is over 36 characters: its first 36 characters,
 * an ellipsis, then the extension ("a-rather-long-contract-for-services-2026-final.pdf" →
 * "a-rather-long-contract-for-services-….pdf"). Shorter names are left as they are.
 */
export function shortenFileName(name: string, max = DOCUMENT_NAME_MAX): string {
  const dot = name.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < name.length - 1;
  const base = hasExtension ? name.slice(0, dot) : name;
  const extension = hasExtension ? name.slice(dot) : '';
  const chars = Array.from(base);
  return chars.length > max ? `${chars.slice(0, max).join('')}…${extension}` : name;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const sizeFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A file size in binary units with at most one decimal: 512 B, 1.5 KB, 20 MB. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return EMPTY;
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(size)} ${UNITS[unit]}`;
}
