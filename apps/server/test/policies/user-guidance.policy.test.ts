import { describe, expect, it } from 'vitest';
import { attachmentPolicy } from '../../src/modules/documents/attachment.policy.ts';
import { userGuidancePolicy } from '../../src/modules/user-guidance/user-guidance.policy.ts';
import { actorAs, eachRole, ROLES } from './actors.ts';

const PEOPLE = ROLES.filter((r) => r !== 'api_user');

describe('user guidance policy', () => {
  eachRole('list and open guidance', (a) => userGuidancePolicy.view(a), PEOPLE);
  eachRole('open a guidance file by its signed link', (a) => attachmentPolicy.readGuidance(a), PEOPLE);
  eachRole('upload and delete guidance (user_guidance.manage)', (a) => userGuidancePolicy.manage(a), [
    'provider_admin',
  ]);
  eachRole('be told of guidance not opened yet (the modal)', (a) => userGuidancePolicy.notifyUpdates(a), [
    'client_admin',
    'client_user',
  ]);

  it('a group cannot take user_guidance.manage from provider staff, and grants never give it to its people', () => {
    expect(userGuidancePolicy.manage(actorAs('provider_admin', { blocked: ['user_guidance.manage'] }))).toBe(true);
    expect(userGuidancePolicy.manage(actorAs('client_admin', { extra: ['user_guidance.manage'] }))).toBe(false);
  });
});
