import dayjs from 'dayjs';

export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY hh:mm A';
const EMPTY = '—';

/** A date as DD.MM.YYYY (spec §9); an empty or invalid value as a dash. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return EMPTY;
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : EMPTY;
}

/** A moment as DD.MM.YYYY hh:mm A in the browser's time zone. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return EMPTY;
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : EMPTY;
}

const twoDecimals = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Pounds as £1,234.56, or from £1,000,000 as £1.2m (spec §9). */
export function formatPounds(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${sign}£${oneDecimal.format(abs / 1_000_000)}m`;
  return `${sign}£${twoDecimals.format(abs)}`;
}

/** Integer pence (as the API sends money) formatted as pounds. */
export function formatPence(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : formatPounds(value / 100);
}

export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : `${Math.round(value)}%`;
}
