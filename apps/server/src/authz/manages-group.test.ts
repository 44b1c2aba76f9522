import type { TUserRole } from '@statera/shared';
import { describe, expect, it } from 'vitest';
import { type Actor, managesGroup, reachesAllOf } from './actor.ts';

const actor = (
  role: TUserRole,
  managedCompanyIds: Actor['managedCompanyIds'],
  rootCompanyId: string | null = null,
): Actor => ({
  id: `${role}-${rootCompanyId}`,
  email: 'u@example.test',
  role,
  amRole: 'none',
  companyId: null,
  rootCompanyId,
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

/** `reachesAllOf`: whether a viewer reaches everything a person's own list can show. */
describe('reachesAllOf', () => {
  it("holds for a viewer holding the person's whole group and every company the person manages", () => {
    const specialist = actor('specialist', [], 'root');
    expect(reachesAllOf(actor('provider_admin', 'all'), specialist)).toBe(true);
    expect(reachesAllOf(actor('client_admin', ['root', 'sub'], 'root'), specialist)).toBe(true);
    expect(reachesAllOf(actor('provider_user', ['root', 'sub']), actor('company_admin', ['sub'], 'root'))).toBe(true);
  });

  it('does not hold for a partial or foreign reach, nor for people without a group', () => {
    const specialist = actor('specialist', [], 'root');
    expect(reachesAllOf(actor('company_admin', ['sub'], 'root'), specialist)).toBe(false);
    expect(reachesAllOf(actor('client_admin', ['other'], 'other'), specialist)).toBe(false);
    expect(reachesAllOf(actor('client_admin', ['root', 'sub'], 'root'), actor('provider_user', ['elsewhere']))).toBe(
      false,
    );
    expect(reachesAllOf(actor('client_admin', ['root', 'sub'], 'root'), actor('provider_admin', 'all'))).toBe(false);
  });
});
