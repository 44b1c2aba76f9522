import type { TUserRole } from '@statera/shared';
import { describe, expect, it } from 'vitest';
import { profileLinkAllowed } from './profile-link.ts';

const viewer = (role: TUserRole, companyId: string | null = 'c1') => ({ id: 'v', role, companyId });
const person = (companyId: string | null, status = 'active') => ({ id: 's', status, companyId });

describe('profileLinkAllowed (spec §6)', () => {
  it('links admins and provider staff to company people', () => {
    expect(profileLinkAllowed(viewer('client_admin'), person('c2'))).toBe(true);
    expect(profileLinkAllowed(viewer('provider_admin', null), person('c2'))).toBe(true);
    expect(profileLinkAllowed(viewer('company_admin'), person('c1', 'archived'))).toBe(true);
  });

  it('never links to removed people', () => {
    expect(profileLinkAllowed(viewer('provider_admin', null), person('c1', 'removed'))).toBe(false);
  });

  it('gives specialists and approvers no links', () => {
    expect(profileLinkAllowed(viewer('specialist'), person('c1'))).toBe(false);
    expect(profileLinkAllowed(viewer('approver'), person('c1'))).toBe(false);
  });

  it('keeps subsidiary admins to their own company', () => {
    expect(profileLinkAllowed(viewer('company_admin', 'c1'), person('c2'))).toBe(false);
  });

  it('gives admin and provider viewers no link to people without a company', () => {
    for (const role of ['client_admin', 'company_admin', 'provider_admin', 'provider_user'] as const) {
      expect(profileLinkAllowed(viewer(role), person(null))).toBe(false);
    }
  });

  it('always links people to themselves', () => {
    expect(profileLinkAllowed({ id: 's', role: 'provider_admin', companyId: null }, person(null))).toBe(true);
  });
});
