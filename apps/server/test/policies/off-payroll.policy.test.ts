import { describe, expect, it } from 'vitest';
import { allows } from '../../src/authz/authorize.ts';
import {
  engagementLiabilityPolicy,
  liabilityAbilities,
  offPayrollPolicy,
} from '../../src/modules/off-payroll/off-payroll.policy.ts';
import { actorAs, eachRole, FOREIGN, SUB, TOP } from './actors.ts';

const group = { companyId: TOP, status: 'active' as const };
const archivedGroup = { companyId: TOP, status: 'archived' as const };
const foreignGroup = { companyId: FOREIGN, status: 'active' as const };

describe("a group's off-payroll scope", () => {
  eachRole('view: own group', (a) => offPayrollPolicy.view(a, group), [
    'provider_admin',
    'provider_user',
    'client_admin',
  ]);
  eachRole('view: another group', (a) => offPayrollPolicy.view(a, foreignGroup), ['provider_admin']);
  eachRole('edit: own group', (a) => offPayrollPolicy.edit(a, group), [
    'provider_admin',
    'provider_user',
    'client_admin',
  ]);
  eachRole('edit: an archived group', (a) => offPayrollPolicy.edit(a, archivedGroup), []);
  eachRole('edit: another group', (a) => offPayrollPolicy.edit(a, foreignGroup), ['provider_admin']);
  // Visible (then 403) to the group's own people; another group's people get 404.
  eachRole('visible: own group', (a) => offPayrollPolicy.visible(a, group), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
    'client_user',
    'approver',
    'specialist',
  ]);
  eachRole('visible: another group', (a) => offPayrollPolicy.visible(a, foreignGroup), ['provider_admin']);
});

describe("an engagement's liability card and chain", () => {
  const onTop = { companyId: TOP, status: 'active', approverId: 'user-approver' };
  const onSub = { companyId: SUB, status: 'active', approverId: 'user-approver' };
  const archived = { ...onTop, status: 'archived' };
  const foreign = { companyId: FOREIGN, status: 'active', approverId: 'someone-else' };
  eachRole('view: top company', (a) => engagementLiabilityPolicy.view(a, onTop), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'approver',
  ]);
  eachRole('view: subsidiary', (a) => engagementLiabilityPolicy.view(a, onSub), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
    'approver',
  ]);
  eachRole('view: another group', (a) => engagementLiabilityPolicy.view(a, foreign), ['provider_admin']);
  eachRole('editChain: subsidiary', (a) => engagementLiabilityPolicy.editChain(a, onSub), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
  ]);
  eachRole('editChain: archived engagement', (a) => engagementLiabilityPolicy.editChain(a, archived), []);
  eachRole('editChain: another group', (a) => engagementLiabilityPolicy.editChain(a, foreign), ['provider_admin']);

  it('the abilities sent with the card are the enforced rules', () => {
    for (const role of ['client_admin', 'company_admin', 'approver', 'specialist'] as const) {
      const actor = actorAs(role);
      const edit = allows(actor, 'engagementLiability.editChain', onSub);
      expect(liabilityAbilities(actor, onSub)).toEqual({
        editChain: edit,
        recordReceipt: edit,
        recordReasonableCare: edit,
      });
    }
  });
});
