import { describe, expect, it } from 'vitest';
import { assessmentPolicy } from '../../src/modules/assessments/assessment.policy.ts';
import { commentPolicy } from '../../src/modules/assessments/comment.policy.ts';
import { actorAs, eachRole, FOREIGN, TOP } from './actors.ts';

const assessment = (status: 'in_progress' | 'review' | 'approved', companyId = TOP) => ({
  status,
  answererId: 'user-specialist',
  approverId: 'user-approver',
  dueDate: new Date().toISOString().slice(0, 10),
  companyId,
});

describe('comment policy', () => {
  eachRole('edit a comment of their own', (a) => commentPolicy.edit(a, { userId: a.id, mayComment: true }), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
    'client_user',
    'approver',
    'specialist',
    'api_user',
  ]);
  eachRole(
    "edit the specialist's comment",
    (a) => commentPolicy.edit(a, { userId: 'user-specialist', mayComment: true }),
    ['specialist'],
  );
  eachRole(
    'edit their own comment once they may no longer comment',
    (a) => commentPolicy.edit(a, { userId: a.id, mayComment: false }),
    [],
  );
});

describe('assessment read marks', () => {
  eachRole('mark a version as seen', (a) => assessmentPolicy.markVersionSeen(a, assessment('review')), ['approver']);
  eachRole(
    'mark a version of an approved assessment as seen',
    (a) => assessmentPolicy.markVersionSeen(a, assessment('approved')),
    ['approver'],
  );
  eachRole(
    'dismiss the interview introduction',
    (a) => assessmentPolicy.markPresentationSeen(a, assessment('in_progress')),
    ['specialist'],
  );
  it("nobody else's seat marks anything", () => {
    const other = { ...assessment('review'), approverId: 'someone', answererId: 'someone' };
    expect(assessmentPolicy.markVersionSeen(actorAs('approver'), other)).toBe(false);
    expect(assessmentPolicy.markPresentationSeen(actorAs('specialist'), other)).toBe(false);
  });
  eachRole("comment on another group's assessment", (a) => assessmentPolicy.comment(a, assessment('review', FOREIGN)), [
    'provider_admin',
    'approver',
    'specialist',
  ]);
});
