import type { TAssessmentStatus } from '@statera/shared';
import { describe, expect, it } from 'vitest';
import { allows } from '../../src/authz/authorize.ts';
import { assessmentReportPolicy, reportAbilities } from '../../src/modules/reports/assessment-report.policy.ts';
import { actorAs, eachRole, FOREIGN, ROLES, SUB, TOP } from './actors.ts';

const MANAGERS_OF_TOP = ['provider_admin', 'provider_user', 'client_admin'] as const;
const MANAGERS_OF_SUB = [...MANAGERS_OF_TOP, 'company_admin'] as const;

const assessment = (status: TAssessmentStatus, companyId = TOP) => ({
  status,
  approverId: 'user-approver',
  companyId,
});

describe('assessment report (SDS) policy', () => {
  eachRole(
    'generate again, approved assessment of the top company',
    (a) => assessmentReportPolicy.generate(a, assessment('approved')),
    [...MANAGERS_OF_TOP, 'approver'],
  );
  eachRole(
    'generate again, approved assessment of the subsidiary',
    (a) => assessmentReportPolicy.generate(a, assessment('approved', SUB)),
    [...MANAGERS_OF_SUB, 'approver'],
  );
  eachRole(
    'generate again, approved pre-assessment',
    (a) => assessmentReportPolicy.generate(a, assessment('approved_pre_assessment')),
    [...MANAGERS_OF_TOP, 'approver'],
  );
  eachRole('generate again, assessment in review', (a) => assessmentReportPolicy.generate(a, assessment('review')), []);
  eachRole(
    "generate again, another group's approved assessment",
    (a) => assessmentReportPolicy.generate(a, { ...assessment('approved', FOREIGN), approverId: 'user-foreign' }),
    ['provider_admin'],
  );
  eachRole(
    'ask for a statement at all (403 below, 409 by state)',
    (a) => assessmentReportPolicy.requestGeneration(a, assessment('review')),
    [...MANAGERS_OF_TOP, 'approver'],
  );
  eachRole('the blank checklist', (a) => assessmentReportPolicy.checklist(a), [
    ...MANAGERS_OF_SUB,
    'client_user',
    'approver',
    'specialist',
  ]);

  it('the approver seat holds only for the assessment’s own approver', () => {
    const other = { ...assessment('approved'), approverId: 'someone-else' };
    expect(assessmentReportPolicy.generate(actorAs('approver'), other)).toBe(false);
  });

  it('downloads are decided by visibility (the scoped lookup), so the rule itself allows', () => {
    for (const role of ROLES) expect(assessmentReportPolicy.download(actorAs(role), assessment('approved'))).toBe(true);
  });

  it.each(ROLES)('abilities sent with the assessment are the enforced rules (%s)', (role) => {
    const a = actorAs(role);
    for (const subject of [assessment('approved'), assessment('review'), assessment('approved', FOREIGN)]) {
      const abilities = reportAbilities(a, subject);
      expect(abilities.generateReport).toBe(allows(a, 'assessmentReport.generate', subject));
      expect(abilities.downloadReport).toBe(allows(a, 'assessmentReport.download', subject));
    }
  });
});
