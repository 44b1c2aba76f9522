import { describe, expect, it } from 'vitest';
import { appealManagementPolicy } from '../../src/modules/appeal-management/appeal-management.policy.ts';
import { featurePolicy } from '../../src/modules/features/feature.policy.ts';
import { actorAs, eachRole, FOREIGN, SUB, TOP } from './actors.ts';

const top = { id: TOP, parentId: null };
const sub = { id: SUB, parentId: TOP };
const foreignTop = { id: FOREIGN, parentId: null };

describe('feature policy', () => {
  eachRole("see the client's features", (a) => featurePolicy.visible(a, top), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'client_user',
    'approver',
    'specialist',
  ]);
  eachRole("see the subsidiary's (its client's) features", (a) => featurePolicy.visible(a, sub), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
  ]);
  eachRole("see another group's features", (a) => featurePolicy.visible(a, foreignTop), ['provider_admin']);
  eachRole('activate, extend or end a subscription of the client', (a) => featurePolicy.manage(a, top), [
    'provider_admin',
    'provider_user',
  ]);
  eachRole("change another group's subscriptions", (a) => featurePolicy.manage(a, foreignTop), ['provider_admin']);
  eachRole('open the subscriptions page and its counts', (a) => featurePolicy.listSubscriptions(a), [
    'provider_admin',
    'provider_user',
  ]);
  eachRole('list features in reach', (a) => featurePolicy.list(a), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
    'client_user',
    'approver',
    'specialist',
  ]);
});

describe('appeal-management policy', () => {
  eachRole("set up the client's appeal roles", (a) => appealManagementPolicy.manage(a, top), [
    'provider_admin',
    'provider_user',
    'client_admin',
  ]);
  eachRole("set up another group's appeal roles", (a) => appealManagementPolicy.manage(a, foreignTop), [
    'provider_admin',
  ]);
  eachRole('know the client exists', (a) => appealManagementPolicy.visible(a, top), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'client_user',
    'approver',
    'specialist',
  ]);

  it("lets the company's own lead appeal manager set it up, not an appeal manager or another company's lead", () => {
    const lead = actorAs('approver', { amRole: 'lead_appeal_manager' });
    expect(appealManagementPolicy.manage(lead, top)).toBe(true);
    expect(appealManagementPolicy.manage(lead, sub)).toBe(false);
    expect(appealManagementPolicy.manage(actorAs('approver', { amRole: 'appeal_manager' }), top)).toBe(false);
  });
});
