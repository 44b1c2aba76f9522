import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_ACTIONS,
  ASSESSMENT_STATUSES,
  ASSESSMENT_TRANSITIONS,
  FINAL_STATUSES,
  nextAssessmentStatus,
  notStartedVariant,
} from './assessment-states.ts';

describe('assessment state machine', () => {
  it('only ever moves to known statuses', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ASSESSMENT_STATUSES), fc.constantFrom(...ASSESSMENT_ACTIONS), (from, action) => {
        const to = nextAssessmentStatus(from, action);
        return to === null || ASSESSMENT_STATUSES.includes(to);
      }),
    );
  });

  it('lets nothing but archiving leave a final status, and nothing leave archived or non_eligible', () => {
    for (const s of FINAL_STATUSES) {
      const actions = Object.keys(ASSESSMENT_TRANSITIONS[s]);
      expect(actions).toEqual(s === 'archived' || s === 'non_eligible' ? [] : ['archive']);
    }
  });

  it('reaches approval only through the approver states', () => {
    const into = ASSESSMENT_STATUSES.filter((s) => ASSESSMENT_TRANSITIONS[s].approve);
    expect(into.sort()).toEqual(['review', 'to_verify']);
  });

  it('approves a pre-assessment into approved_pre_assessment', () => {
    expect(nextAssessmentStatus('review', 'approve', 'pre_assessment')).toBe('approved_pre_assessment');
    expect(nextAssessmentStatus('review', 'approve', 'assessment')).toBe('approved');
  });

  it('refuses what the table does not list', () => {
    expect(nextAssessmentStatus('created', 'submit')).toBeNull();
    expect(nextAssessmentStatus('approved', 'return')).toBeNull();
    expect(nextAssessmentStatus('in_progress', 'approve')).toBeNull();
  });

  it('opens an assessment 30 days before its due date and marks it overdue after the day', () => {
    // UK days (British Summer Time: the day ends at 23:00 UTC).
    const due = '2026-06-30';
    expect(notStartedVariant(due, new Date('2026-05-30T12:00:00Z'))).toBe('not_due');
    expect(notStartedVariant(due, new Date('2026-05-31T00:00:00Z'))).toBe('ready');
    expect(notStartedVariant(due, new Date('2026-06-30T22:59:59Z'))).toBe('ready');
    expect(notStartedVariant(due, new Date('2026-06-30T23:00:00Z'))).toBe('overdue');
  });
});
