import { describe, expect, it } from 'vitest';
import { RepeatedValues } from './repeated-values.ts';

describe('RepeatedValues', () => {
  it('keeps one copy per value of a column whose values repeat, and answers each value unchanged', () => {
    const shared = new RepeatedValues();
    for (let i = 0; i < 5_000; i++) {
      expect(shared.one('specialistEmail', i % 2 ? 'a@client.test' : 'b@client.test')).toBe(
        i % 2 ? 'a@client.test' : 'b@client.test',
      );
    }
    expect(shared.tracked()).toEqual({ specialistEmail: 2 });
  });

  it('stops tracking a column after 1,000 different values, and still answers every value as given', () => {
    const shared = new RepeatedValues();
    for (let i = 0; i < 1_200; i++) expect(shared.one('name', `Worker ${i}`)).toBe(`Worker ${i}`);
    expect(shared.one('name', 'Worker 5')).toBe('Worker 5');
    expect(shared.tracked()).toEqual({ name: null });
  });

  it('shares the text values of a checked row (by field) and leaves the others alone', () => {
    const shared = new RepeatedValues();
    shared.shareFields({ type: 'company', contractValue: 40_000, department: null });
    const b = shared.shareFields({ type: 'company', contractValue: 40_000, department: null });
    expect(b).toEqual({ type: 'company', contractValue: 40_000, department: null });
    expect(shared.tracked()).toEqual({ '=type': 1 });
    expect(shared.shareFields(null)).toBeNull();
  });
});
