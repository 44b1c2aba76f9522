import { describe } from 'vitest';
import { ruleSetImpactPolicy } from '../../src/modules/rule-set-impact/rule-set-impact.policy.ts';
import { eachRole, FOREIGN, TOP } from './actors.ts';

describe('rule-set impact policy', () => {
  eachRole('view the reports', (a) => ruleSetImpactPolicy.view(a), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
  ]);
  eachRole('see every count of a run', (a) => ruleSetImpactPolicy.viewTotals(a), ['provider_admin']);
  eachRole(
    'start a reassessment of the group’s result',
    (a) => ruleSetImpactPolicy.startReassessment(a, { companyId: TOP }),
    ['provider_admin', 'provider_user', 'client_admin'],
  );
  eachRole(
    'start a reassessment of another group’s result',
    (a) => ruleSetImpactPolicy.startReassessment(a, { companyId: FOREIGN }),
    ['provider_admin'],
  );
});
