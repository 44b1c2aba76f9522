import { z } from 'zod';

/**
 * Test engagements (spec §3; docs/decisions/test-engagements.md). A test engagement lets a client
 * rehearse the workflow: it never counts in statistics and never sends a statement to the worker.
 * It can be transformed into a normal one; its assessments then carry on as live ("as active").
 * An assessment is created in a test engagement when the engagement was a test one when it was
 * created. After the transform, three flags record what happened to such an assessment as a live one:
 * - testResubmittedAsActive: it was resubmitted after the transform;
 * - testReturnedFirstTimeAsActive: it was returned after the transform (the first such return);
 * - testReturnedAgainAsActive: it was returned again after that.
 * Steps taken during the rehearsal set nothing: statistics of returns and resubmissions count a
 * test-born assessment's steps only through these flags.
 */
export interface TTestEngagementState {
  /** the engagement's type now */
  engagementType: 'normal' | 'test';
  /** when the engagement was transformed (null: never) */
  transformedAt: Date | null;
  /** when the assessment was created */
  assessmentCreatedAt: Date;
  testResubmittedAsActive: boolean;
  testReturnedFirstTimeAsActive: boolean;
  testReturnedAgainAsActive: boolean;
}

export type TTestEngagementFlags = Pick<
  TTestEngagementState,
  'testResubmittedAsActive' | 'testReturnedFirstTimeAsActive' | 'testReturnedAgainAsActive'
>;

/** Whether the assessment was created while its engagement was a test one. */
export function createdInTestEngagement(
  s: Pick<TTestEngagementState, 'engagementType' | 'transformedAt' | 'assessmentCreatedAt'>,
): boolean {
  if (s.engagementType === 'test') return true;
  return s.transformedAt !== null && s.assessmentCreatedAt.getTime() <= s.transformedAt.getTime();
}

/**
 * The flags an assessment step sets (a partial patch; empty when nothing changes). Only a
 * test-born assessment of an engagement that is now normal is flagged, on return and resubmit.
 */
export function testEngagementFlagsAfter(s: TTestEngagementState, action: string): Partial<TTestEngagementFlags> {
  if (s.engagementType !== 'normal' || !createdInTestEngagement(s)) return {};
  if (action === 'resubmit') return s.testResubmittedAsActive ? {} : { testResubmittedAsActive: true };
  if (action === 'return') {
    if (!s.testReturnedFirstTimeAsActive) return { testReturnedFirstTimeAsActive: true };
    return s.testReturnedAgainAsActive ? {} : { testReturnedAgainAsActive: true };
  }
  return {};
}

/** The assessment's test-engagement fields (spec §3 Assessment). */
export const assessmentTestEngagementFields = {
  createdInTestEngagement: z.boolean(),
  testResubmittedAsActive: z.boolean(),
  testReturnedFirstTimeAsActive: z.boolean(),
  testReturnedAgainAsActive: z.boolean(),
};
