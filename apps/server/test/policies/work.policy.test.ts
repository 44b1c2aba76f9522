import { describe, expect, it } from 'vitest';
import { assessmentPolicy } from '../../src/modules/assessments/assessment.policy.ts';
import { engagementPolicy } from '../../src/modules/engagements/engagement.policy.ts';
import { invitationPolicy } from '../../src/modules/invitations/invitation.policy.ts';
import { actorAs, eachRole, FOREIGN, SUB, TOP } from './actors.ts';

const MANAGERS_OF_SUB = ['provider_admin', 'provider_user', 'client_admin', 'company_admin'] as const;
const MANAGERS_OF_TOP = ['provider_admin', 'provider_user', 'client_admin'] as const;

describe('engagement policy', () => {
  eachRole(
    'log an engagement for the subsidiary',
    (a) => engagementPolicy.create(a, { companyId: SUB }),
    MANAGERS_OF_SUB,
  );
  eachRole(
    'log an engagement for the top company',
    (a) => engagementPolicy.create(a, { companyId: TOP }),
    MANAGERS_OF_TOP,
  );
  eachRole('log an engagement for another group', (a) => engagementPolicy.create(a, { companyId: FOREIGN }), [
    'provider_admin',
  ]);
  eachRole(
    'edit an active engagement',
    (a) => engagementPolicy.edit(a, { companyId: SUB, status: 'active' }),
    MANAGERS_OF_SUB,
  );
  eachRole('edit an archived engagement', (a) => engagementPolicy.edit(a, { companyId: SUB, status: 'archived' }), []);
  eachRole(
    'archive an engagement',
    (a) => engagementPolicy.archive(a, { companyId: TOP, status: 'active' }),
    MANAGERS_OF_TOP,
  );
});

describe('assessment policy', () => {
  const assessment = (status: 'in_progress' | 'review' | 'approved') => ({
    status,
    answererId: 'user-specialist',
    approverId: 'user-approver',
    dueDate: new Date().toISOString().slice(0, 10),
    companyId: TOP,
  });
  eachRole('answer an assessment in progress', (a) => assessmentPolicy.answer(a, assessment('in_progress')), [
    'specialist',
  ]);
  eachRole('answer an assessment in review', (a) => assessmentPolicy.answer(a, assessment('review')), []);
  eachRole('approve an assessment in review', (a) => assessmentPolicy.approve(a, assessment('review')), ['approver']);
  eachRole('approve an approved assessment', (a) => assessmentPolicy.approve(a, assessment('approved')), []);
  eachRole('return an assessment to review', (a) => assessmentPolicy.returnToReview(a, assessment('review')), [
    'approver',
  ]);
  eachRole('comment', (a) => assessmentPolicy.comment(a, assessment('review')), [
    ...MANAGERS_OF_TOP,
    'approver',
    'specialist',
  ]);
  it("another group's people may not comment", () => {
    expect(assessmentPolicy.comment(actorAs('client_admin'), { ...assessment('review'), companyId: FOREIGN })).toBe(
      false,
    );
  });
});

describe('invitation policy', () => {
  const invitee = (companyId: string | null, role: 'client_user' | 'provider_user' = 'client_user') => ({
    companyId,
    role,
  });
  eachRole('invite company people', (a) => invitationPolicy.inviteClientUsers(a), MANAGERS_OF_SUB);
  eachRole('invite provider users', (a) => invitationPolicy.inviteProviderUsers(a), ['provider_admin']);
  eachRole("appoint a client's admin", (a) => invitationPolicy.inviteClientAdmin(a), [
    'provider_admin',
    'provider_user',
  ]);
  eachRole('decide waiting invitations', (a) => invitationPolicy.decide(a), ['provider_admin']);
  eachRole("reach the subsidiary's invitee", (a) => invitationPolicy.visible(a, invitee(SUB)), MANAGERS_OF_SUB);
  eachRole("reach another group's invitee", (a) => invitationPolicy.visible(a, invitee(FOREIGN)), ['provider_admin']);
  eachRole('resend a company invitation', (a) => invitationPolicy.resend(a, invitee(SUB)), MANAGERS_OF_SUB);
  eachRole('resend a provider invitation', (a) => invitationPolicy.resend(a, invitee(null, 'provider_user')), [
    'provider_admin',
  ]);
});
