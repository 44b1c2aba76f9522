import { createdInTestEngagement, type TTestEngagementState } from '@statera/shared';
import type { AssessmentRecord } from './assessment.repository.ts';

/** What the test-engagement flags need of an assessment and its engagement (docs/decisions/test-engagements.md). */
export function testState(record: Pick<AssessmentRecord, 'assessment' | 'engagement'>): TTestEngagementState {
  const a = record.assessment;
  return {
    engagementType: record.engagement.type,
    transformedAt: record.engagement.transformedAt,
    assessmentCreatedAt: a.createdAt,
    testResubmittedAsActive: a.testResubmittedAsActive,
    testReturnedFirstTimeAsActive: a.testReturnedFirstTimeAsActive,
    testReturnedAgainAsActive: a.testReturnedAgainAsActive,
  };
}

/** The assessment's test-engagement fields (spec §3). */
export function presentTestEngagementFields(record: Pick<AssessmentRecord, 'assessment' | 'engagement'>) {
  const s = testState(record);
  return {
    createdInTestEngagement: createdInTestEngagement(s),
    testResubmittedAsActive: s.testResubmittedAsActive,
    testReturnedFirstTimeAsActive: s.testReturnedFirstTimeAsActive,
    testReturnedAgainAsActive: s.testReturnedAgainAsActive,
  };
}
