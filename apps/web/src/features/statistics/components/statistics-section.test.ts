import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { formatValue, isOthers, rowLabel } from './statistics-section.tsx';

const t = i18n.t.bind(i18n);
const row = (label: string, labelKind: 'text' | 'key' | 'month', folded?: number) => ({
  key: label,
  label,
  labelKind,
  values: {},
  link: null,
  ...(folded ? { folded } : {}),
});

describe('statistics row labels', () => {
  it('names the row that sums the rest by how many it holds, in UK number format', () => {
    expect(rowLabel(t, row('others', 'key', 9227))).toBe('9,227 others');
    expect(rowLabel(t, row('others', 'key', 1))).toBe('1 other');
    expect(isOthers(row('others', 'key', 3))).toBe(true);
    // A company that happens to be called "others" is a name, not the sum.
    expect(isOthers(row('others', 'text'))).toBe(false);
  });

  it('keeps names, translated keys and months as they were', () => {
    expect(rowLabel(t, row('Engineering', 'text'))).toBe('Engineering');
    expect(rowLabel(t, row('noDepartment', 'key'))).toBe('No department');
    expect(rowLabel(t, row('2026-03', 'month'))).toBe('Mar 2026');
    expect(formatValue(t, 'count', null)).toBe('—');
  });
});
