import { describe, expect, it } from 'vitest';
import { allows } from '../../src/authz/authorize.ts';
import { appealAbilities, appealGroupPolicy, appealPolicy } from '../../src/modules/appeals/appeal.policy.ts';
import { actorAs, eachRole, FOREIGN, ROLES, SUB, TOP } from './actors.ts';

const AM = 'user-approver';
/** An appeal on the top company's engagement, assigned to the approver (who holds the appeal-manager role below). */
const onTop = {
  companyId: TOP,
  rootCompanyId: TOP,
  appealManagerId: AM,
  status: 'am_processing' as const,
  participantIds: [] as string[],
};
const onSub = { ...onTop, companyId: SUB };
const foreign = {
  companyId: FOREIGN,
  rootCompanyId: FOREIGN,
  appealManagerId: 'someone',
  status: 'am_processing' as const,
  participantIds: [] as string[],
};
const unassigned = { ...onTop, appealManagerId: 'someone-else' };

const lead = actorAs('client_user', { amRole: 'lead_appeal_manager' });
const manager = { ...actorAs('approver', { amRole: 'appeal_manager' }), id: AM };

describe('appeal policy', () => {
  eachRole('view: an appeal of the top company (no appeal role)', (a) => appealPolicy.view(a, onTop), [
    'provider_admin',
    'provider_user',
    'client_admin',
  ]);
  eachRole('view: an appeal of the subsidiary', (a) => appealPolicy.view(a, onSub), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
  ]);
  eachRole("view: another group's appeal", (a) => appealPolicy.view(a, foreign), ['provider_admin']);
  eachRole('work: nobody without an appeal role', (a) => appealPolicy.work(a, onTop), []);
  eachRole('manage: nobody without an appeal role', (a) => appealPolicy.manage(a, onTop), []);
  eachRole('record: nobody without an appeal role', (a) => appealGroupPolicy.record(a, onTop), []);
  eachRole('openEngagement: who manages the appeal’s company', (a) => appealPolicy.openEngagement(a, onTop), [
    'provider_admin',
    'provider_user',
    'client_admin',
  ]);
  it('the lead reaches the appeal but not the engagement page (its assessments are reached from the appeal)', () => {
    expect(appealAbilities(lead, onTop).openEngagement).toBe(false);
  });
  eachRole('list: who sees appeals', (a) => appealPolicy.list(a), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
    'approver',
    'specialist',
  ]);

  /** An appeal of an assessment the specialist answered and the approver approved. */
  const ofTheirWork = { ...onTop, participantIds: ['user-specialist', 'user-approver'] };
  eachRole('view: an appeal of an assessment they took part in', (a) => appealPolicy.view(a, ofTheirWork), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'specialist',
    'approver',
  ]);
  eachRole('view: an appeal of an assessment someone else took part in', (a) => appealPolicy.view(a, onTop), [
    'provider_admin',
    'provider_user',
    'client_admin',
  ]);
  eachRole('work: taking part in the assessment works nothing', (a) => appealPolicy.work(a, ofTheirWork), []);
  eachRole('manage: taking part in the assessment manages nothing', (a) => appealPolicy.manage(a, ofTheirWork), []);
  eachRole('viewNotes: overseers only, not participants', (a) => appealPolicy.viewNotes(a, ofTheirWork), [
    'provider_admin',
    'provider_user',
    'client_admin',
  ]);

  it('the lead appeal manager sees, works and manages every appeal of the group, none of another', () => {
    for (const a of [onTop, onSub, unassigned]) {
      expect(appealPolicy.view(lead, a)).toBe(true);
      expect(appealPolicy.work(lead, a)).toBe(true);
      expect(appealPolicy.manage(lead, a)).toBe(true);
    }
    expect(appealPolicy.view(lead, foreign)).toBe(false);
    expect(appealPolicy.work(lead, foreign)).toBe(false);
    expect(appealGroupPolicy.record(lead, onTop)).toBe(true);
    expect(appealGroupPolicy.record(lead, foreign)).toBe(false);
  });

  it('an appeal manager sees and works the appeals assigned to them, and manages none', () => {
    expect(appealPolicy.view(manager, onTop)).toBe(true);
    expect(appealPolicy.work(manager, onTop)).toBe(true);
    expect(appealPolicy.manage(manager, onTop)).toBe(false);
    expect(appealPolicy.view(manager, unassigned)).toBe(false);
    expect(appealPolicy.work(manager, unassigned)).toBe(false);
    expect(appealGroupPolicy.record(manager, onTop)).toBe(true);
    expect(appealGroupPolicy.record(manager, foreign)).toBe(false);
  });

  it('the abilities sent with an appeal are the enforced rules, narrowed by the state table', () => {
    for (const actor of [lead, manager, ...ROLES.map((r) => actorAs(r))]) {
      const ab = appealAbilities(actor, onTop);
      expect(ab.close).toBe(allows(actor, 'appeal.work', onTop));
      expect(ab.changeManager).toBe(allows(actor, 'appeal.manage', onTop));
    }
    expect(appealAbilities(lead, { ...onTop, status: 'closed' })).toMatchObject({
      close: false,
      reopen: true,
      comment: false,
    });
    expect(appealAbilities(lead, { ...onTop, status: 'contractor_processing' })).toMatchObject({
      submitToContractor: false,
      close: true,
    });
    expect(appealAbilities(lead, { ...onTop, status: 'created' })).toMatchObject({ close: false, comment: false });
  });
});
