import type { TAssessmentStatus, TAssessmentType } from '@statera/shared';
import { describe } from 'vitest';
import { assessmentPolicy } from '../../src/modules/assessments/assessment.policy.ts';
import {
  assessmentLifecyclePolicy,
  type LifecycleSubject,
} from '../../src/modules/assessments/assessment-lifecycle.policy.ts';
import { engagementPolicy } from '../../src/modules/engagements/engagement.policy.ts';
import { eachRole, FOREIGN, SUB, TOP } from './actors.ts';

const MANAGERS_OF_TOP = ['provider_admin', 'provider_user', 'client_admin'] as const;
const MANAGERS_OF_SUB = ['provider_admin', 'provider_user', 'client_admin', 'company_admin'] as const;

const seated = (status: TAssessmentStatus) => ({
  status,
  answererId: 'user-specialist',
  approverId: 'user-approver',
  dueDate: new Date().toISOString().slice(0, 10),
  companyId: TOP,
});

describe('assessment policy: rejection and interview reset', () => {
  eachRole('reject an assessment in review', (a) => assessmentPolicy.reject(a, seated('review')), ['approver']);
  eachRole('reject an assessment to verify', (a) => assessmentPolicy.reject(a, seated('to_verify')), ['approver']);
  eachRole('reject an assessment in progress', (a) => assessmentPolicy.reject(a, seated('in_progress')), []);
  eachRole('reject a rejected assessment', (a) => assessmentPolicy.reject(a, seated('non_eligible')), []);
  eachRole('reset the interview in progress', (a) => assessmentPolicy.resetInterview(a, seated('in_progress')), [
    'specialist',
  ]);
  eachRole('reset the interview after a return', (a) => assessmentPolicy.resetInterview(a, seated('returned')), [
    'specialist',
  ]);
  eachRole('reset the interview in review', (a) => assessmentPolicy.resetInterview(a, seated('review')), []);
  eachRole(
    'synchronise the interview in progress',
    (a) => assessmentPolicy.synchronizeInterview(a, seated('in_progress')),
    ['specialist'],
  );
  eachRole(
    'synchronise an approved interview',
    (a) => assessmentPolicy.synchronizeInterview(a, seated('approved')),
    [],
  );
});

const subject = (over: Partial<LifecycleSubject> = {}): LifecycleSubject => ({
  status: 'approved',
  type: 'assessment' as TAssessmentType,
  companyId: TOP,
  isCurrent: true,
  engagementStatus: 'active',
  continuousEmployed: true,
  ...over,
});

describe('assessment lifecycle policy', () => {
  const p = assessmentLifecyclePolicy;
  eachRole(
    'start a reassessment of the current approved result',
    (a) => p.startReassessment(a, subject()),
    MANAGERS_OF_TOP,
  );
  eachRole(
    'start a reassessment in a subsidiary',
    (a) => p.startReassessment(a, subject({ companyId: SUB })),
    MANAGERS_OF_SUB,
  );
  eachRole('start a reassessment in another group', (a) => p.startReassessment(a, subject({ companyId: FOREIGN })), [
    'provider_admin',
  ]);
  eachRole(
    'start a reassessment of an open assessment',
    (a) => p.startReassessment(a, subject({ status: 'review' })),
    [],
  );
  eachRole('start a reassessment of an older result', (a) => p.startReassessment(a, subject({ isCurrent: false })), []);
  eachRole(
    'start a reassessment on an archived engagement',
    (a) => p.startReassessment(a, subject({ engagementStatus: 'archived' })),
    [],
  );
  eachRole(
    'close an open reassessment',
    (a) => p.closeReassessment(a, subject({ type: 'reassessment', status: 'in_progress' })),
    MANAGERS_OF_TOP,
  );
  eachRole(
    'close an approved reassessment',
    (a) => p.closeReassessment(a, subject({ type: 'reassessment', status: 'approved' })),
    [],
  );
  eachRole('close a first assessment', (a) => p.closeReassessment(a, subject({ status: 'in_progress' })), []);
  eachRole(
    'start continuous employment (setting on)',
    (a) => p.startContinuousEmployment(a, subject()),
    MANAGERS_OF_TOP,
  );
  eachRole(
    'start continuous employment (setting off)',
    (a) => p.startContinuousEmployment(a, subject({ continuousEmployed: false })),
    [],
  );
  eachRole(
    'start continuous employment in another group',
    (a) => p.startContinuousEmployment(a, subject({ companyId: FOREIGN })),
    ['provider_admin'],
  );
});

describe('engagement policy: converting a preliminary engagement', () => {
  eachRole(
    'convert a preliminary engagement',
    (a) => engagementPolicy.convert(a, { companyId: TOP, status: 'preliminary' }),
    MANAGERS_OF_TOP,
  );
  eachRole(
    'convert an active engagement',
    (a) => engagementPolicy.convert(a, { companyId: TOP, status: 'active' }),
    [],
  );
  eachRole(
    "convert another group's engagement",
    (a) => engagementPolicy.convert(a, { companyId: FOREIGN, status: 'preliminary' }),
    ['provider_admin'],
  );
});
