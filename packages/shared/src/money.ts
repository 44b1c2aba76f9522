/**
 * Money as the product shows it (spec §9): pounds with two decimals below a million; from
 * £1,000,000 the millions form with one decimal and a lower-case "m", rounded half up: £1.0m,
 * £1.2m, £25.8m, £1,250.0m (no billions form). An amount that rounds to £1,000,000.00 already
 * takes the millions form. Negatives lead with the sign: -£1,234.50. The server sends it ready
 * made (e.g. an engagement's contractValueFormatted) and the web formats its own figures with it.
 */
const twoDecimals = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const MILLION = 1_000_000;

/** An amount in pounds, formatted (spec §9). */
export function formatPounds(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 && abs >= 0.005 ? '-' : '';
  if (Math.round(abs * 100) >= MILLION * 100) return `${sign}£${oneDecimal.format(abs / MILLION)}m`;
  return `${sign}£${twoDecimals.format(abs)}`;
}

/** Integer pence (as the API and the database keep money) formatted as pounds. */
export function formatPenceAsPounds(pence: number): string {
  return formatPounds(pence / 100);
}
