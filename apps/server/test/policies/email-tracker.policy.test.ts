import { describe, expect, it } from 'vitest';
import { allows } from '../../src/authz/authorize.ts';
import { emailTrackerAbilities, emailTrackerPolicy } from '../../src/modules/email-tracker/email-tracker.policy.ts';
import { actorAs, eachRole, FOREIGN, SUB, TOP } from './actors.ts';

const seats = { answererId: 'user-specialist', approverId: 'user-approver' };
const onTop = { companyId: TOP, ...seats };
const onSub = { companyId: SUB, ...seats };
const foreign = { companyId: FOREIGN, answererId: 'someone', approverId: 'someone-else' };
const otherSeats = { companyId: TOP, answererId: 'someone', approverId: 'someone-else' };

describe('email tracker policy', () => {
  eachRole('view: an engagement of the top company', (a) => emailTrackerPolicy.view(a, onTop), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'approver',
    'specialist',
  ]);
  eachRole('view: an engagement of the subsidiary', (a) => emailTrackerPolicy.view(a, onSub), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
    'approver',
    'specialist',
  ]);
  eachRole('view: an engagement where others hold the seats', (a) => emailTrackerPolicy.view(a, otherSeats), [
    'provider_admin',
    'provider_user',
    'client_admin',
  ]);
  eachRole("view: another group's engagement", (a) => emailTrackerPolicy.view(a, foreign), ['provider_admin']);

  for (const rule of ['resend', 'resendStatement'] as const) {
    eachRole(`${rule}: an engagement of the subsidiary`, (a) => emailTrackerPolicy[rule](a, onSub), [
      'provider_admin',
      'provider_user',
      'client_admin',
      'company_admin',
      'approver',
    ]);
    eachRole(`${rule}: an engagement another approver reviews`, (a) => emailTrackerPolicy[rule](a, otherSeats), [
      'provider_admin',
      'provider_user',
      'client_admin',
    ]);
    eachRole(`${rule}: another group's engagement`, (a) => emailTrackerPolicy[rule](a, foreign), ['provider_admin']);
  }

  it("the group's block on emailing contractors stops statement resends, not other emails", () => {
    const blocked = { blocked: ['engagements.email_contractors'] };
    for (const role of ['client_admin', 'company_admin', 'approver'] as const) {
      expect(emailTrackerPolicy.resendStatement(actorAs(role, blocked), onSub), role).toBe(false);
      expect(emailTrackerPolicy.resend(actorAs(role, blocked), onSub), role).toBe(true);
    }
  });

  it('the abilities sent with the tracker are the enforced rules', () => {
    for (const role of ['client_admin', 'approver', 'specialist', 'company_admin'] as const) {
      const actor = actorAs(role);
      expect(emailTrackerAbilities(actor, onTop)).toEqual({
        resend: allows(actor, 'emailTracker.resend', onTop),
        resendStatement: allows(actor, 'emailTracker.resendStatement', onTop),
      });
    }
  });
});
