import { USER_ROLES } from '@statera/shared';
import { describe, expect, it } from 'vitest';
import { providerStaffPolicy } from '../../src/modules/users/provider-staff.policy.ts';
import { appealRolePolicy, userPolicy } from '../../src/modules/users/user.policy.ts';
import { userListPolicy } from '../../src/modules/users/user-list.policy.ts';
import { userOptionsPolicy } from '../../src/modules/users/user-options.policy.ts';
import { actorAs, eachRole, FOREIGN, SUB, TOP } from './actors.ts';

const person = (companyId: string | null) => ({
  id: 'person',
  companyId,
  role: 'client_user' as const,
  status: 'active' as const,
});
const MANAGERS_OF_SUB = ['provider_admin', 'provider_user', 'client_admin', 'company_admin'] as const;
const MANAGERS_OF_TOP = ['provider_admin', 'provider_user', 'client_admin'] as const;

describe('user policy', () => {
  eachRole('see a person of the subsidiary', (a) => userPolicy.visible(a, person(SUB)), MANAGERS_OF_SUB);
  eachRole('see a person of the top company', (a) => userPolicy.visible(a, person(TOP)), MANAGERS_OF_TOP);
  eachRole("see another group's person", (a) => userPolicy.visible(a, person(FOREIGN)), ['provider_admin']);
  eachRole('see themselves', (a) => userPolicy.visible(a, { id: a.id, companyId: a.companyId }), [...USER_ROLES]);
  eachRole('manage a person of the subsidiary', (a) => userPolicy.manage(a, person(SUB)), MANAGERS_OF_SUB);
  eachRole("manage another group's person", (a) => userPolicy.manage(a, person(FOREIGN)), ['provider_admin']);
  eachRole('manage provider staff', (a) => userPolicy.manage(a, person(null)), ['provider_admin']);
  eachRole('archive or delete a person they manage', (a) => userPolicy.manageOther(a, person(SUB)), MANAGERS_OF_SUB);
  eachRole('archive or delete themselves', (a) => userPolicy.manageOther(a, { id: a.id, companyId: a.companyId }), []);
  eachRole("change someone else's avatar", (a) => userPolicy.changeAvatar(a, person(SUB)), ['provider_admin']);
  eachRole("change someone else's phone", (a) => userPolicy.changePhone(a, person(SUB)), []);
  eachRole(
    'view the permissions of a person they manage',
    (a) => userPolicy.viewPermissions(a, person(SUB)),
    MANAGERS_OF_SUB,
  );
  eachRole("view another group's person's permissions", (a) => userPolicy.viewPermissions(a, person(FOREIGN)), [
    'provider_admin',
  ]);
  eachRole('change roles', (a) => userPolicy.promote(a), MANAGERS_OF_SUB);
});

describe('appeal-role policy', () => {
  eachRole(
    'change the appeal role of a person of the top company',
    (a) => appealRolePolicy.change(a, person(TOP)),
    MANAGERS_OF_TOP,
  );
  eachRole("change another group's appeal roles", (a) => appealRolePolicy.change(a, person(FOREIGN)), [
    'provider_admin',
  ]);
  it("lets the lead appeal manager set up their own company's people, not another company's", () => {
    const lead = actorAs('approver', { amRole: 'lead_appeal_manager' });
    expect(appealRolePolicy.change(lead, person(TOP))).toBe(true);
    expect(appealRolePolicy.change(lead, person(SUB))).toBe(false);
    expect(appealRolePolicy.change(actorAs('approver', { amRole: 'appeal_manager' }), person(TOP))).toBe(false);
  });
});

describe('provider-staff policy', () => {
  eachRole('change provider roles', (a) => providerStaffPolicy.changeRole(a), ['provider_admin']);
  eachRole('transfer managed clients', (a) => providerStaffPolicy.transferManagedCompanies(a), ['provider_admin']);
});

describe('user-options policy', () => {
  eachRole('list provider staff to choose a manager from', (a) => userOptionsPolicy.listProviderStaff(a), [
    'provider_admin',
  ]);
});

describe('user-list policy', () => {
  eachRole('list every user', (a) => userListPolicy.listAll(a), ['provider_admin', 'provider_user']);
  eachRole("list a company's people", (a) => userListPolicy.listCompanyUsers(a), MANAGERS_OF_SUB);
  it('a provider user who manages no client has no company people to list', () => {
    expect(userListPolicy.listCompanyUsers({ ...actorAs('provider_user'), managedCompanyIds: [] })).toBe(false);
  });
});
