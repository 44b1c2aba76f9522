import { describe, expect, it } from 'vitest';
import { apiKeyPolicy } from '../../src/modules/api-keys/api-key.policy.ts';
import { authorizationTokenPolicy } from '../../src/modules/authorization-tokens/authorization-token.policy.ts';
import { maintenancePolicy } from '../../src/modules/maintenance/maintenance.policy.ts';
import { smsOutboxPolicy } from '../../src/modules/sms/sms.policy.ts';
import { actorAs, eachRole, TOP } from './actors.ts';

describe('api-key policy', () => {
  // An API user belongs to a client group (the fixture's API user has none: it may make no key).
  const inGroup = (a: ReturnType<typeof actorAs>) =>
    a.role === 'api_user' ? { ...a, companyId: TOP, rootCompanyId: TOP } : a;
  eachRole('generate', (a) => apiKeyPolicy.generate(inGroup(a)), ['api_user']);
  it('refuses an API user of no group, and a key (keys make no keys)', () => {
    expect(apiKeyPolicy.generate(actorAs('api_user'))).toBe(false);
    const key = { id: 'k', name: 'k', scopes: [], rateLimitPerMinute: 1 };
    expect(apiKeyPolicy.generate({ ...inGroup(actorAs('api_user')), apiKey: key })).toBe(false);
  });
  it('lets only its own API user see and manage a key', () => {
    const owner = inGroup(actorAs('api_user'));
    expect(apiKeyPolicy.manage(owner, { userId: owner.id })).toBe(true);
    expect(apiKeyPolicy.visible(owner, { userId: 'someone-else' })).toBe(false);
    expect(apiKeyPolicy.manage(actorAs('provider_admin'), { userId: owner.id })).toBe(false);
  });
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
