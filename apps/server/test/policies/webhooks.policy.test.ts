import { describe } from 'vitest';
import { webhookPolicy } from '../../src/modules/webhooks/webhook.policy.ts';
import { eachRole, FOREIGN, TOP } from './actors.ts';

const group = { id: TOP };
const foreignGroup = { id: FOREIGN };

describe('webhook policy', () => {
  eachRole("manage the group's webhook endpoints", (a) => webhookPolicy.manage(a, group), [
    'provider_admin',
    'client_admin',
  ]);
  eachRole("manage another group's webhook endpoints", (a) => webhookPolicy.manage(a, foreignGroup), [
    'provider_admin',
  ]);
  eachRole("know the group's webhooks exist", (a) => webhookPolicy.visible(a, group), [
    'provider_admin',
    'provider_user',
    'client_admin',
    'company_admin',
    'client_user',
    'approver',
    'specialist',
  ]);
  eachRole("know another group's webhooks exist", (a) => webhookPolicy.visible(a, foreignGroup), ['provider_admin']);
});
