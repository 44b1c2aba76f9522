import { describe, expect, it } from 'vitest';
import { assessmentPolicy } from '../../src/modules/assessments/assessment.policy.ts';
import { assessmentListPolicy } from '../../src/modules/assessments/assessment-list.policy.ts';
import { actorAs, eachRole, FOREIGN, ROLES, SUB, TOP } from './actors.ts';

const MANAGERS_OF_TOP = ['provider_admin', 'provider_user', 'client_admin'] as const;
const MANAGERS_OF_SUB = [...MANAGERS_OF_TOP, 'company_admin'] as const;

const assessment = (
  status: 'created' | 'in_progress' | 'approved' = 'in_progress',
  over: { companyId?: string; previousAnswererId?: string | null } = {},
) => ({
  status,
  answererId: 'user-specialist',
  approverId: 'user-approver',
  dueDate: new Date().toISOString().slice(0, 10),
  companyId: TOP,
  ...over,
});

describe('assessment due date and seats', () => {
  for (const rule of ['changeDueDate', 'changeAnswerer', 'changeApprover'] as const) {
    eachRole(
      `${rule} of a live assessment of the top company`,
      (a) => assessmentPolicy[rule](a, assessment()),
      MANAGERS_OF_TOP,
    );
    eachRole(
      `${rule} of a subsidiary's assessment`,
      (a) => assessmentPolicy[rule](a, assessment('created', { companyId: SUB })),
      MANAGERS_OF_SUB,
    );
    eachRole(`${rule} of an approved assessment`, (a) => assessmentPolicy[rule](a, assessment('approved')), []);
    eachRole(
      `${rule} of another group's assessment`,
      (a) => assessmentPolicy[rule](a, assessment('in_progress', { companyId: FOREIGN })),
      ['provider_admin'],
    );
  }
  it('a group that blocks nothing still needs engagements.manage: the specialist may not', () => {
    expect(assessmentPolicy.changeDueDate(actorAs('specialist'), assessment())).toBe(false);
  });
});

describe("accepting the previous specialist's answers", () => {
  const takenOver = assessment('in_progress', { previousAnswererId: 'user-someone' });
  eachRole('accept the answers of a taken-over assessment', (a) => assessmentPolicy.acceptAnswerer(a, takenOver), [
    'specialist',
  ]);
  eachRole('accept when nothing was taken over', (a) => assessmentPolicy.acceptAnswerer(a, assessment()), []);
  eachRole(
    'accept on an approved assessment',
    (a) => assessmentPolicy.acceptAnswerer(a, assessment('approved', { previousAnswererId: 'user-someone' })),
    [],
  );
  eachRole('answer before accepting', (a) => assessmentPolicy.answer(a, takenOver), []);
  eachRole('submit before accepting', (a) => assessmentPolicy.submit(a, takenOver), []);
});

describe('assessment list of a person', () => {
  const own = (role: (typeof ROLES)[number]) => ({ id: `user-${role}`, companyId: actorAs(role).companyId });
  it.each(ROLES.map((r) => [r] as const))('%s sees their own list if they see engagements', (role) => {
    const actor = actorAs(role);
    expect(assessmentListPolicy.visible(actor, own(role))).toBe(true);
    expect(assessmentListPolicy.list(actor, own(role))).toBe(role !== 'api_user');
  });
  eachRole(
    "see a top-company specialist's list",
    (a) => assessmentListPolicy.visible(a, { id: 'user-x', companyId: TOP }),
    MANAGERS_OF_TOP,
  );
  eachRole(
    "see a subsidiary specialist's list",
    (a) => assessmentListPolicy.visible(a, { id: 'user-x', companyId: SUB }),
    MANAGERS_OF_SUB,
  );
  eachRole(
    "see another group's specialist's list",
    (a) => assessmentListPolicy.visible(a, { id: 'user-x', companyId: FOREIGN }),
    ['provider_admin'],
  );
  eachRole("see a provider user's list", (a) => assessmentListPolicy.visible(a, { id: 'user-x', companyId: null }), []);
});
