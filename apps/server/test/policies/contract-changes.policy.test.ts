import { describe, expect, it } from 'vitest';
import { allows } from '../../src/authz/authorize.ts';
import {
  type ContractChangeSubject,
  contractChangeAbilities,
  contractChangeListAbilities,
  contractChangePolicy,
} from '../../src/modules/contract-changes/contract-change.policy.ts';
import { actorAs, eachRole, FOREIGN, SUB, TOP } from './actors.ts';

const seats = { answererId: 'user-specialist', approverId: 'user-approver' };
const onTop: ContractChangeSubject = { companyId: TOP, status: 'active', ...seats };
const onSub: ContractChangeSubject = { companyId: SUB, status: 'active', ...seats };
const archived: ContractChangeSubject = { ...onTop, status: 'archived' };
const foreign: ContractChangeSubject = { companyId: FOREIGN, status: 'active', answererId: 'x', approverId: 'y' };

describe('contract change policy', () => {
  eachRole('view: an engagement of the top company', (a) => contractChangePolicy.view(a, onTop), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'approver',
    'specialist',
  ]);
  eachRole("view: another group's engagement", (a) => contractChangePolicy.view(a, foreign), ['provider_admin']);

  eachRole('request: an engagement of the subsidiary', (a) => contractChangePolicy.request(a, onSub), [
    'client_admin',
    'company_admin',
    'approver',
    'specialist',
  ]);
  eachRole('request: an archived engagement', (a) => contractChangePolicy.request(a, archived), []);

  for (const rule of ['fulfil', 'startReassessment'] as const) {
    eachRole(`${rule}: an engagement of the subsidiary`, (a) => contractChangePolicy[rule](a, onSub), [
      'provider_admin',
      'provider_user',
      'client_admin',
      'company_admin',
    ]);
    eachRole(`${rule}: an archived engagement`, (a) => contractChangePolicy[rule](a, archived), []);
    eachRole(`${rule}: another group's engagement`, (a) => contractChangePolicy[rule](a, foreign), ['provider_admin']);
  }

  eachRole(
    "markSeen: the specialist's request",
    (a) => contractChangePolicy.markSeen(a, { ...onTop, requestedById: 'user-specialist' }),
    ['specialist'],
  );
  eachRole(
    "markSeen: another group's change",
    (a) => contractChangePolicy.markSeen(a, { ...foreign, requestedById: 'user-specialist' }),
    [],
  );

  it('the abilities sent to the web are the enforced rules, within the change state', () => {
    const change = { status: 'fulfilled', material: true, assessmentId: 'a', reassessmentId: null, seenAt: null };
    for (const role of ['provider_user', 'client_admin', 'approver', 'specialist'] as const) {
      const actor = actorAs(role);
      const s = { ...onTop, requestedById: 'user-specialist' };
      expect(contractChangeListAbilities(actor, onTop)).toEqual({
        request: allows(actor, 'contractChange.request', onTop),
        fulfil: allows(actor, 'contractChange.fulfil', onTop),
      });
      expect(contractChangeAbilities(actor, s, change)).toEqual({
        fulfil: false,
        startReassessment: allows(actor, 'contractChange.startReassessment', s),
        markSeen: allows(actor, 'contractChange.markSeen', s),
      });
      expect(contractChangeAbilities(actor, s, { ...change, reassessmentId: 'r' }).startReassessment).toBe(false);
      expect(contractChangeAbilities(actor, s, { ...change, assessmentId: null }).startReassessment).toBe(false);
    }
  });
});
