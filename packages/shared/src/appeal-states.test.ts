import { describe, expect, it } from 'vitest';
import { isAfterReopened } from './appeal-states.ts';

describe('isAfterReopened', () => {
  it('is not shown straight after the first decision, accepted or rejected', () => {
    expect(isAfterReopened('reassessment_in_progress', 1)).toBe(false);
    expect(isAfterReopened('closed', 1)).toBe(false);
    expect(isAfterReopened('am_processing', 0)).toBe(false);
  });
  it('is shown once a decided appeal runs again, until it closes', () => {
    expect(isAfterReopened('reopened', 1)).toBe(true);
    expect(isAfterReopened('contractor_processing', 1)).toBe(true);
    expect(isAfterReopened('reassessment_in_progress', 2)).toBe(true);
    expect(isAfterReopened('closed', 2)).toBe(false);
  });
});
