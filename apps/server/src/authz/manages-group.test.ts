import type { TUserRole } from '@statera/shared';
import { describe, expect, it } from 'vitest';
import { type Actor, managesGroup } from './actor.ts';

const actor = (role: TUserRole, managedCompanyIds: Actor['managedCompanyIds']): Actor => ({
  id: 'u',
  email: 'u@example.test',
  role,
  amRole: 'none',
  companyId: null,
  rootCompanyId: null,
  managedCompanyIds,
  permissions: [],
});

/** `managesGroup`: whether an actor's reach holds every company of a group, by role. */
describe('managesGroup', () => {
  it('holds for the roles whose managed companies are whole groups, when the group is theirs', () => {
    expect(managesGroup(actor('provider_admin', 'all'), 'root')).toBe(true);
    for (const role of ['provider_user', 'client_admin', 'api_user'] as const) {
      expect(managesGroup(actor(role, ['root', 'sub']), 'root'), role).toBe(true);
      expect(managesGroup(actor(role, ['other', 'other-sub']), 'root'), role).toBe(false);
    }
  });

  it('never holds for a company admin (their one company, not its group), nor for roles managing none', () => {
    expect(managesGroup(actor('company_admin', ['root']), 'root')).toBe(false);
    for (const role of ['specialist', 'approver', 'client_user'] as const) {
      expect(managesGroup(actor(role, []), 'root'), role).toBe(false);
    }
  });
});
