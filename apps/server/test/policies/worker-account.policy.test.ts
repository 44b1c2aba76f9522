import { describe, expect, it } from 'vitest';
import { workerAccountPolicy } from '../../src/modules/worker-account/worker-account.policy.ts';
import { actorAs, eachRole, FOREIGN, SUB, TOP } from './actors.ts';

/** An assessment of the top company whose seats are the group's specialist and approver. */
const review = {
  status: 'review' as const,
  answererId: 'user-specialist',
  approverId: 'user-approver',
  companyId: TOP,
};
const answering = { ...review, status: 'in_progress' as const };

describe("worker's account policy", () => {
  eachRole('invite: an open assessment of the top company', (a) => workerAccountPolicy.invite(a, answering), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'specialist',
  ]);
  eachRole('invite: a subsidiary engagement', (a) => workerAccountPolicy.invite(a, { ...answering, companyId: SUB }), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
    'specialist',
  ]);
  eachRole(
    "invite: another group's assessment (seats not theirs)",
    (a) => workerAccountPolicy.invite(a, { ...answering, companyId: FOREIGN, answererId: 'x', approverId: 'y' }),
    ['provider_admin'],
  );
  eachRole(
    'invite: nobody once the assessment is approved',
    (a) => workerAccountPolicy.invite(a, { ...answering, status: 'approved' }),
    [],
  );
  eachRole('resolve: the approver, while the assessment awaits them', (a) => workerAccountPolicy.resolve(a, review), [
    'approver',
  ]);
  eachRole('resolve: nobody while the specialist answers', (a) => workerAccountPolicy.resolve(a, answering), []);

  it('another approver of the group does not resolve', () => {
    expect(workerAccountPolicy.resolve(actorAs('approver'), { ...review, approverId: 'someone-else' })).toBe(false);
  });
});
