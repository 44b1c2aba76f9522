import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDefaultDateTime,
  formatFileSize,
  formatPence,
  formatPercent,
  formatPounds,
  formatShortDate,
  shortenFileName,
  toApiDate,
} from './format.ts';

describe('dates', () => {
  it('shows DD.MM.YYYY', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(new Date(2026, 11, 31, 23, 59))).toBe('31.12.2026');
  });
  it('shows DD.MM.YY as the short form', () => {
    expect(formatShortDate('2026-03-07')).toBe('07.03.26');
    expect(formatShortDate(new Date(2001, 0, 9))).toBe('09.01.01');
  });
  it('shows a dash for empty or invalid values', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatShortDate(undefined)).toBe('—');
  });
  it('shows DD.MM.YYYY hh:mm A for moments, and YYYY-MM-DD HH:mm:ss as the default form', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 14, 7))).toBe('05.01.2026 02:07 PM');
    expect(formatDateTime(new Date(2026, 0, 5, 0, 30))).toBe('05.01.2026 12:30 AM');
    expect(formatDefaultDateTime(new Date(2026, 0, 5, 14, 7, 9))).toBe('2026-01-05 14:07:09');
  });
  it('reads values as dayjs does: date strings without a zone in local time, others by the browser', () => {
    const cases: (string | number | Date)[] = [
      '2026-03-07',
      '2026-03-07T14:05:09',
      '2026-03-07 14:05',
      '2026-03-07T14:05:09.123',
      '2026-03-07T14:05:09Z',
      '2026-03-07T14:05:09.000+02:00',
      '2026/03/07',
      '20260307',
      '2026-03',
      '2026',
      Date.UTC(2026, 2, 7, 23, 59),
      new Date(2026, 11, 31, 0, 0),
      'not a date',
      '2026-13-45',
    ];
    for (const value of cases) {
      const d = dayjs(value);
      expect(formatDefaultDateTime(value), String(value)).toBe(d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : '—');
      expect(formatDateTime(value), String(value)).toBe(d.isValid() ? d.format('DD.MM.YYYY hh:mm A') : '—');
      expect(formatShortDate(value), String(value)).toBe(d.isValid() ? d.format('DD.MM.YY') : '—');
    }
  });
  it('sends dates as YYYY-MM-DD', () => {
    expect(toApiDate(new Date(2026, 1, 3, 23, 30))).toBe('2026-02-03');
    expect(toApiDate('')).toBe('');
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
    expect(formatPounds(999_999.995)).toBe('£1.0m');
    expect(formatPounds(1_234_567)).toBe('£1.2m');
    expect(formatPounds(1_250_000)).toBe('£1.3m');
    expect(formatPounds(25_750_000)).toBe('£25.8m');
    expect(formatPounds(1_250_000_000)).toBe('£1,250.0m');
  });
  it('uses the millions form exactly for amounts from a million', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (pence) => {
        const text = formatPence(pence);
        return text.endsWith('m') === pence >= 100_000_000 && /^£[\d,]+\.\d(\dm?|m)$/.test(text);
      }),
    );
  });
  it('handles negatives and missing values', () => {
    expect(formatPounds(-1234.5)).toBe('-£1,234.50');
    expect(formatPounds(-2_000_000)).toBe('-£2.0m');
    expect(formatPounds(null)).toBe('—');
    expect(formatPounds(Number.NaN)).toBe('—');
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

describe('shortenFileName', () => {
  it('cuts the part before the extension after 36 characters and keeps the extension', () => {
    expect(shortenFileName('a-rather-long-contract-for-services-2026-final.pdf')).toBe(
      'a-rather-long-contract-for-services-….pdf',
    );
    expect(shortenFileName(`${'x'.repeat(36)}.docx`)).toBe(`${'x'.repeat(36)}.docx`);
    expect(shortenFileName(`${'x'.repeat(37)}.docx`)).toBe(`${'x'.repeat(36)}….docx`);
    expect(shortenFileName('x'.repeat(40))).toBe(`${'x'.repeat(36)}…`);
    expect(shortenFileName('archive.tar.gz')).toBe('archive.tar.gz');
  });
  it('never shortens a name that fits, and always keeps the extension', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\w -]{1,80}$/), fc.constantFrom('.pdf', '.xlsx', '.png'), (base, ext) => {
        const out = shortenFileName(base + ext);
        return out.endsWith(ext) && (base.length <= 36 ? out === base + ext : out === `${base.slice(0, 36)}…${ext}`);
      }),
    );
  });
});

describe('formatFileSize', () => {
  it('uses binary units with at most one decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatFileSize(null)).toBe('—');
  });
});
