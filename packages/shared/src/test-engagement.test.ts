import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createdInTestEngagement, type TTestEngagementState, testEngagementFlagsAfter } from './test-engagement.ts';

const base = (over: Partial<TTestEngagementState> = {}): TTestEngagementState => ({
  engagementType: 'normal',
  transformedAt: new Date('2026-03-01T00:00:00Z'),
  assessmentCreatedAt: new Date('2026-02-01T00:00:00Z'),
  testResubmittedAsActive: false,
  testReturnedFirstTimeAsActive: false,
  testReturnedAgainAsActive: false,
  ...over,
});

describe('test-engagement flags', () => {
  it('knows which assessments were created in a test engagement', () => {
    expect(createdInTestEngagement(base({ engagementType: 'test', transformedAt: null }))).toBe(true);
    expect(createdInTestEngagement(base())).toBe(true);
    expect(createdInTestEngagement(base({ assessmentCreatedAt: new Date('2026-04-01T00:00:00Z') }))).toBe(false);
    expect(createdInTestEngagement(base({ transformedAt: null }))).toBe(false);
  });

  it('sets nothing during the rehearsal, nor for assessments born live', () => {
    expect(testEngagementFlagsAfter(base({ engagementType: 'test', transformedAt: null }), 'return')).toEqual({});
    expect(testEngagementFlagsAfter(base({ transformedAt: null }), 'resubmit')).toEqual({});
  });

  it('flags the first return as active, then the next, and a resubmission', () => {
    let s = base();
    s = { ...s, ...testEngagementFlagsAfter(s, 'return') };
    expect(s.testReturnedFirstTimeAsActive).toBe(true);
    expect(s.testReturnedAgainAsActive).toBe(false);
    s = { ...s, ...testEngagementFlagsAfter(s, 'resubmit') };
    expect(s.testResubmittedAsActive).toBe(true);
    s = { ...s, ...testEngagementFlagsAfter(s, 'return') };
    expect(s.testReturnedAgainAsActive).toBe(true);
    expect(testEngagementFlagsAfter(s, 'return')).toEqual({});
  });

  it('never unsets a flag and sets "again" only after "first time"', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('return', 'resubmit', 'start', 'approve', 'submit'), { maxLength: 20 }),
        fc.boolean(),
        (actions, test) => {
          let s = base(test ? {} : { transformedAt: null });
          for (const action of actions) {
            const next = { ...s, ...testEngagementFlagsAfter(s, action) };
            for (const k of [
              'testResubmittedAsActive',
              'testReturnedFirstTimeAsActive',
              'testReturnedAgainAsActive',
            ] as const)
              if (s[k]) expect(next[k]).toBe(true);
            s = next;
          }
          if (s.testReturnedAgainAsActive) expect(s.testReturnedFirstTimeAsActive).toBe(true);
          const returns = actions.filter((a) => a === 'return').length;
          expect(s.testReturnedFirstTimeAsActive).toBe(test && returns >= 1);
          expect(s.testReturnedAgainAsActive).toBe(test && returns >= 2);
          expect(s.testResubmittedAsActive).toBe(test && actions.includes('resubmit'));
        },
      ),
    );
  });
});
