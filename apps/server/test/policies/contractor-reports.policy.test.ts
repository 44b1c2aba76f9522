import { describe, expect, it } from 'vitest';
import { allows } from '../../src/authz/authorize.ts';
import {
  contractorReportAbilities,
  contractorReportPolicy,
} from '../../src/modules/contractor-reports/contractor-report.policy.ts';
import { actorAs, eachRole, FOREIGN, SUB, TOP } from './actors.ts';

const onTop = { companyId: TOP, approverId: 'user-approver' };
const onSub = { companyId: SUB, approverId: 'user-approver' };
const foreign = { companyId: FOREIGN, approverId: 'someone-else' };
const otherApprover = { companyId: TOP, approverId: 'someone-else' };

describe('contractor report policy', () => {
  for (const rule of ['send', 'resend', 'viewHistory'] as const) {
    eachRole(`${rule}: an engagement of the top company`, (a) => contractorReportPolicy[rule](a, onTop), [
      'provider_admin',
      'provider_user',
      'client_admin',
      'approver',
    ]);
    eachRole(`${rule}: an engagement of the subsidiary`, (a) => contractorReportPolicy[rule](a, onSub), [
      'provider_admin',
      'provider_user',
      'client_admin',
      'company_admin',
      'approver',
    ]);
    eachRole(`${rule}: an engagement another approver reviews`, (a) => contractorReportPolicy[rule](a, otherApprover), [
      'provider_admin',
      'provider_user',
      'client_admin',
    ]);
    eachRole(`${rule}: another group's engagement`, (a) => contractorReportPolicy[rule](a, foreign), [
      'provider_admin',
    ]);
  }

  const blocked = { blocked: ['engagements.email_contractors'] };
  it("the group's block refuses sending to its people, not to provider staff", () => {
    for (const role of ['client_admin', 'company_admin', 'approver'] as const) {
      expect(contractorReportPolicy.send(actorAs(role, blocked), onSub), role).toBe(false);
      expect(contractorReportPolicy.resend(actorAs(role, blocked), onSub), role).toBe(false);
      expect(contractorReportPolicy.viewHistory(actorAs(role, blocked), onSub), role).toBe(true);
    }
    for (const role of ['provider_admin', 'provider_user'] as const) {
      expect(contractorReportPolicy.send(actorAs(role, blocked), onSub), role).toBe(true);
    }
  });

  it('the abilities sent with the history are the enforced rules', () => {
    for (const role of ['client_admin', 'approver', 'specialist'] as const) {
      const actor = actorAs(role);
      expect(contractorReportAbilities(actor, onTop)).toEqual({
        send: allows(actor, 'contractorReport.send', onTop),
        resend: allows(actor, 'contractorReport.resend', onTop),
      });
    }
  });
});
