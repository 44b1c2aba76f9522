import { describe } from 'vitest';
import { clientCreationPolicy } from '../../src/modules/client-creation/client-creation.policy.ts';
import { type CompanySubject, companyPolicy } from '../../src/modules/companies/company.policy.ts';
import { companyListPolicy } from '../../src/modules/companies/company-list.policy.ts';
import { actorAs, eachRole, FOREIGN, ROLES, SUB, TOP } from './actors.ts';

const top: CompanySubject = { id: TOP, parentId: null, status: 'active' };
const sub: CompanySubject = { id: SUB, parentId: TOP, status: 'active' };
const archivedSub: CompanySubject = { ...sub, status: 'archived' };
const foreignTop: CompanySubject = { id: FOREIGN, parentId: null, status: 'active' };
const foreignSub: CompanySubject = { id: FOREIGN, parentId: 'elsewhere', status: 'active' };
const MANAGERS_OF_SUB = ['provider_admin', 'provider_user', 'client_admin', 'company_admin'] as const;
const MANAGERS_OF_TOP = ['provider_admin', 'provider_user', 'client_admin'] as const;

describe('company policy', () => {
  eachRole('see the top company', (a) => companyPolicy.visible(a, top), [
    ...MANAGERS_OF_TOP,
    'client_user',
    'approver',
    'specialist',
  ]);
  eachRole("see another group's company", (a) => companyPolicy.visible(a, foreignTop), ['provider_admin']);
  eachRole('edit the top company', (a) => companyPolicy.edit(a, top), MANAGERS_OF_TOP);
  eachRole('edit the subsidiary', (a) => companyPolicy.edit(a, sub), MANAGERS_OF_SUB);
  eachRole('edit an archived subsidiary', (a) => companyPolicy.edit(a, archivedSub), []);
  eachRole("rename the group's main company", (a) => companyPolicy.editName(a, top), ['provider_admin']);
  eachRole('rename the subsidiary', (a) => companyPolicy.editName(a, sub), MANAGERS_OF_SUB);
  eachRole('archive, restore or delete the client', (a) => companyPolicy.changeLifecycle(a, top), ['provider_admin']);
  eachRole('archive, restore or delete the subsidiary', (a) => companyPolicy.changeLifecycle(a, sub), MANAGERS_OF_TOP);
  eachRole("archive another group's subsidiary", (a) => companyPolicy.changeLifecycle(a, foreignSub), [
    'provider_admin',
  ]);
  eachRole("manage the subsidiary's departments", (a) => companyPolicy.manageDepartments(a, sub), MANAGERS_OF_SUB);
  eachRole("manage another group's departments", (a) => companyPolicy.manageDepartments(a, foreignTop), [
    'provider_admin',
  ]);
  eachRole('add a subsidiary to the client', (a) => companyPolicy.addSubsidiary(a, top), MANAGERS_OF_TOP);
  eachRole('add a subsidiary to a subsidiary', (a) => companyPolicy.addSubsidiary(a, sub), []);
  eachRole("change the client's manager", (a) => companyPolicy.changeManager(a, top), ['provider_admin']);
  eachRole("change a subsidiary's manager", (a) => companyPolicy.changeManager(a, sub), []);
  eachRole('edit group settings', (a) => companyPolicy.editHolding(a, top), ['client_admin']);
  eachRole("edit another group's settings", (a) => companyPolicy.editHolding(a, foreignTop), []);
  eachRole('view group settings', (a) => companyPolicy.viewHolding(a, top), MANAGERS_OF_TOP);
  eachRole("view another group's settings", (a) => companyPolicy.viewHolding(a, foreignTop), ['provider_admin']);
  eachRole("the group's company report", (a) => companyPolicy.report(a, top), MANAGERS_OF_TOP);
  eachRole("the subsidiary's company report", (a) => companyPolicy.report(a, sub), MANAGERS_OF_SUB);
  eachRole("another group's company report", (a) => companyPolicy.report(a, foreignTop), ['provider_admin']);
  eachRole(
    'the company report of a group that blocks statistics',
    (a) => companyPolicy.report(actorAs(a.role, { blocked: ['statistics.view'] }), top),
    ['provider_admin', 'provider_user'],
  );
});

describe('company-list policy', () => {
  eachRole(
    'list companies',
    (a) => companyListPolicy.list(a),
    ROLES.filter((r) => r !== 'api_user'),
  );
  eachRole('list every company at once', (a) => companyListPolicy.listAllAtOnce(a), ['provider_admin']);
});

describe('client-creation policy', () => {
  eachRole('create a client', (a) => clientCreationPolicy.createClient(a), ['provider_admin', 'provider_user']);
  eachRole('create a subsidiary', (a) => clientCreationPolicy.createSubsidiary(a), MANAGERS_OF_TOP);
  eachRole("choose a new client's manager", (a) => clientCreationPolicy.chooseManager(a), ['provider_admin']);
});
