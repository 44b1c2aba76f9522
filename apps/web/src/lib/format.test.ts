import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPence, formatPercent, formatPounds } from './format.ts';

describe('formatDate', () => {
  it('shows DD.MM.YYYY', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(new Date(2026, 11, 31, 23, 59))).toBe('31.12.2026');
  });
  it('shows a dash for empty or invalid values', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('shows DD.MM.YYYY hh:mm A', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 14, 7))).toBe('05.01.2026 02:07 PM');
    expect(formatDateTime(new Date(2026, 0, 5, 0, 30))).toBe('05.01.2026 12:30 AM');
  });
});

describe('formatPounds', () => {
  it('uses two decimals and thousands separators', () => {
    expect(formatPounds(1234.56)).toBe('£1,234.56');
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(12.5)).toBe('£12.50');
    expect(formatPounds(999_999.99)).toBe('£999,999.99');
  });
  it('switches to the millions form with one decimal from 1,000,000', () => {
    expect(formatPounds(1_000_000)).toBe('£1.0m');
    expect(formatPounds(1_234_567)).toBe('£1.2m');
    expect(formatPounds(25_750_000)).toBe('£25.8m');
  });
  it('handles negatives and missing values', () => {
    expect(formatPounds(-1234.5)).toBe('-£1,234.50');
    expect(formatPounds(null)).toBe('—');
  });
  it('formats pence as pounds', () => {
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(150_000_000)).toBe('£1.5m');
  });
  it('rounds percentages', () => {
    expect(formatPercent(62.4)).toBe('62%');
    expect(formatPercent(null)).toBe('—');
  });
});
