import { describe, expect, it } from 'vitest';
import { apiKeyPolicy } from '../../src/modules/api-keys/api-key.policy.ts';
import { authorizationTokenPolicy } from '../../src/modules/authorization-tokens/authorization-token.policy.ts';
import { maintenancePolicy } from '../../src/modules/maintenance/maintenance.policy.ts';
import { smsOutboxPolicy } from '../../src/modules/sms/sms.policy.ts';
import { actorAs, eachRole } from './actors.ts';

describe('api-key policy', () => {
  eachRole('generate', (a) => apiKeyPolicy.generate(a), ['provider_admin', 'api_user']);
});

describe('maintenance policy', () => {
  eachRole('manage', (a) => maintenancePolicy.manage(a), ['provider_admin']);
  eachRole('work during a window', (a) => maintenancePolicy.workDuringWindow(a), ['provider_admin']);
  it('keeps an anonymous caller out during a window', () => {
    expect(maintenancePolicy.workDuringWindow(null)).toBe(false);
  });
});

describe('sms outbox policy', () => {
  eachRole('view', (a) => smsOutboxPolicy.view(a), ['provider_admin']);
  it('follows the permission, not the role name', () => {
    const admin = actorAs('provider_admin');
    expect(
      smsOutboxPolicy.view({ ...admin, permissions: admin.permissions.filter((p) => p !== 'sms_outbox.view') }),
    ).toBe(false);
  });
});

describe('authorization-token policy', () => {
  eachRole('skip the password confirmation', (a) => authorizationTokenPolicy.skipConfirmation(a), ['provider_admin']);
});
