import { describe, expect, it } from 'vitest';
import { formatPenceAsPounds, formatPounds } from './money.ts';

describe('formatPounds (spec §9)', () => {
  it.each([
    [0, '£0.00'],
    [12.5, '£12.50'],
    [950_000, '£950,000.00'],
    [999_999.99, '£999,999.99'],
    [999_999.995, '£1.0m'],
    [1_000_000, '£1.0m'],
    [1_249_999, '£1.2m'],
    [1_250_000, '£1.3m'],
    [25_800_000, '£25.8m'],
    [1_250_000_000, '£1,250.0m'],
    [-1234.5, '-£1,234.50'],
    [-0.001, '£0.00'],
  ])('formats %d as %s', (value, text) => {
    expect(formatPounds(value)).toBe(text);
  });

  it('reads integer pence', () => {
    expect(formatPenceAsPounds(120_050)).toBe('£1,200.50');
    expect(formatPenceAsPounds(120_000_000)).toBe('£1.2m');
  });
});
