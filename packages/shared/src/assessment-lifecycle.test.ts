import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentAssessmentOf,
  interviewKindFor,
  nextAssessmentOf,
  previousAssessmentsOf,
  REASSESSMENT_REASONS,
  resultStatusOf,
  validUntilOf,
} from './assessment-lifecycle.ts';
import {
  ASSESSMENT_ACTIONS,
  ASSESSMENT_STATUSES,
  ASSESSMENT_TRANSITIONS,
  FINAL_STATUSES,
  nextAssessmentStatus,
  type TAssessmentStatus,
} from './assessment-states.ts';
import { ASSESSMENT_TYPES, type TAssessmentType } from './enums.ts';

const status = fc.constantFrom(...ASSESSMENT_STATUSES);
const action = fc.constantFrom(...ASSESSMENT_ACTIONS);
const type = fc.constantFrom(...ASSESSMENT_TYPES);

/** Whether some action of the table moves `from` to `to` for this type. */
const edge = (from: TAssessmentStatus, to: TAssessmentStatus, t: TAssessmentType) =>
  ASSESSMENT_ACTIONS.some((a) => nextAssessmentStatus(from, a, t) === to);

describe('the assessment table, walked at random', () => {
  it('from created, any action sequence stays on the table and never leaves non_eligible or archived', () => {
    fc.assert(
      fc.property(type, fc.array(action, { maxLength: 40 }), (t, actions) => {
        let s: TAssessmentStatus = 'created';
        for (const a of actions) {
          const to = nextAssessmentStatus(s, a, t);
          if (to === null) continue;
          expect(ASSESSMENT_STATUSES).toContain(to);
          expect(s === 'non_eligible' || s === 'archived').toBe(false);
          expect(edge(s, to, t)).toBe(true);
          s = to;
        }
      }),
    );
  });

  it('rejects only from the approver statuses, into non_eligible', () => {
    fc.assert(
      fc.property(status, type, (from, t) => {
        const to = nextAssessmentStatus(from, 'reject', t);
        if (from === 'review' || from === 'to_verify') return to === 'non_eligible';
        return to === null;
      }),
    );
  });

  it('closes only an open reassessment, into archived', () => {
    fc.assert(
      fc.property(status, type, (from, t) => {
        const to = nextAssessmentStatus(from, 'close', t);
        if (t === 'reassessment' && !FINAL_STATUSES.includes(from)) return to === 'archived';
        return to === null;
      }),
    );
  });

  it('ends a pre-assessment in approved_pre_assessment and nothing else in it', () => {
    fc.assert(
      fc.property(status, action, type, (from, a, t) => {
        const to = nextAssessmentStatus(from, a, t);
        if (to === 'approved_pre_assessment') return t === 'pre_assessment';
        if (to === 'approved') return t !== 'pre_assessment';
        return true;
      }),
    );
  });

  it('reaches every status from created', () => {
    const seen = new Set<TAssessmentStatus>(['created']);
    const queue: TAssessmentStatus[] = ['created'];
    while (queue.length > 0) {
      const from = queue.shift()!;
      for (const t of ASSESSMENT_TYPES)
        for (const a of ASSESSMENT_ACTIONS) {
          const to = nextAssessmentStatus(from, a, t);
          if (to && !seen.has(to)) {
            seen.add(to);
            queue.push(to);
          }
        }
    }
    expect([...seen].sort()).toEqual([...ASSESSMENT_STATUSES].sort());
    expect(ASSESSMENT_TRANSITIONS.non_eligible).toEqual({});
  });
});

describe('kinds, validity and the current assessment', () => {
  it('picks the interview kind from the type and the reassessment reason', () => {
    expect(interviewKindFor('assessment')).toBe('full');
    expect(interviewKindFor('pre_assessment')).toBe('preliminary_full');
    expect(interviewKindFor('continuous_employment')).toBe('short');
    for (const r of REASSESSMENT_REASONS)
      expect(interviewKindFor('reassessment', r)).toBe(r === 'validity' ? 'reassessment_short' : 'reassessment_full');
  });

  it('keeps a result valid 12 months or to the contract end, whichever is sooner', () => {
    expect(validUntilOf('2026-03-15', '2030-01-01')).toBe('2027-03-15');
    expect(validUntilOf('2026-03-15', '2026-09-30')).toBe('2026-09-30');
    expect(validUntilOf('2028-02-29', '2030-01-01')).toBe('2029-02-28');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 900 }),
        (d, days) => {
          const approvedOn = d.toISOString().slice(0, 10);
          const end = new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);
          const v = validUntilOf(approvedOn, end);
          return v <= end && v >= approvedOn && (v === end || v > approvedOn);
        },
      ),
    );
  });

  it('takes the newest not archived as current, and the rest as previous', () => {
    const list = [
      { id: 'c', status: 'archived' as const },
      { id: 'b', status: 'approved' as const },
      { id: 'a', status: 'approved' as const },
    ];
    expect(currentAssessmentOf(list)?.id).toBe('b');
    expect(previousAssessmentsOf(list).map((a) => a.id)).toEqual(['c', 'a']);
    expect(currentAssessmentOf([{ id: 'x', status: 'archived' as const }])?.id).toBe('x');
  });

  it('names the next assessment: the open one, else the reassessment when the result lapses', () => {
    const running = { status: 'active', contractEnd: '2028-01-01' };
    const open = { status: 'in_progress' as const, type: 'reassessment' as const, dueDate: '2026-05-01' };
    const done = {
      status: 'approved' as const,
      type: 'assessment' as const,
      dueDate: '2026-01-01',
      validUntil: '2027-01-01',
    };
    expect(nextAssessmentOf([open, done], running)).toEqual({ dueDate: '2026-05-01', type: 'reassessment' });
    expect(nextAssessmentOf([done], running)).toEqual({ dueDate: '2027-01-01', type: 'reassessment' });
    expect(nextAssessmentOf([done], { ...running, contractEnd: '2027-01-01' })).toBeNull();
    expect(nextAssessmentOf([done], { ...running, status: 'archived' })).toBeNull();
    expect(nextAssessmentOf([], running)).toBeNull();
  });

  it('derives the result labels of the texts', () => {
    expect(resultStatusOf('in_progress')).toBeNull();
    expect(resultStatusOf('non_eligible')).toBe('non_eligible');
    expect(resultStatusOf('approved')).toBe('completed');
    expect(resultStatusOf('approved', { reportIssued: true })).toBe('signed_off');
    expect(resultStatusOf('approved_pre_assessment', { reportIssued: true })).toBe('completed');
    expect(resultStatusOf('approved', { underAppeal: true, reportIssued: true })).toBe('external_review');
  });
});
