import { ROLE_PERMISSIONS, type TUserRole } from '@statera/shared';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../authz/actor.ts';
import { linksToProfile } from './user.policy.ts';

const viewer = (role: TUserRole, companyId: string | null = 'c1'): Actor => ({
  id: 'v',
  email: 'v@example.test',
  role,
  amRole: 'none',
  companyId,
  rootCompanyId: companyId,
  permissions: ROLE_PERMISSIONS[role],
  managedCompanyIds: [],
});
const person = (companyId: string | null) => ({ id: 's', companyId });

describe('linksToProfile (spec §6), sent as the viewProfile ability', () => {
  it('links admins and provider staff to company people', () => {
    expect(linksToProfile(viewer('client_admin'), person('c2'))).toBe(true);
    expect(linksToProfile(viewer('provider_admin', null), person('c2'))).toBe(true);
    expect(linksToProfile(viewer('company_admin'), person('c1'))).toBe(true);
  });

  it('gives specialists and approvers no links', () => {
    expect(linksToProfile(viewer('specialist'), person('c1'))).toBe(false);
    expect(linksToProfile(viewer('approver'), person('c1'))).toBe(false);
  });

  it('keeps subsidiary admins to their own company', () => {
    expect(linksToProfile(viewer('company_admin', 'c1'), person('c2'))).toBe(false);
  });

  it('gives admin and provider viewers no link to people without a company', () => {
    for (const role of ['client_admin', 'company_admin', 'provider_admin', 'provider_user'] as const) {
      expect(linksToProfile(viewer(role), person(null))).toBe(false);
    }
  });

  it('always links people to themselves', () => {
    expect(linksToProfile({ ...viewer('provider_admin', null), id: 's' }, person(null))).toBe(true);
  });
});
