import type { TUser } from '@statera/shared';
import { ROLE_PERMISSIONS } from '@statera/shared';
import { describe, expect, it } from 'vitest';
import { companyAreas } from './company-access.ts';

const GROUP = '11111111-1111-4111-8111-111111111111';
const SUB = '22222222-2222-4222-8222-222222222222';

const user = (role: TUser['role'], companyId: string | null, parentId: string | null = null, abilities = {}) =>
  ({
    role,
    companyId,
    company: companyId ? { id: companyId, name: 'Co', parentId } : null,
    permissions: [...ROLE_PERMISSIONS[role]],
    isGTAdmin: role === 'provider_admin',
    isGTUser: role === 'provider_user',
    abilities,
  }) as unknown as TUser;

describe('companyAreas', () => {
  it('gives provider staff the clients, and no own-company areas', () => {
    for (const role of ['provider_admin', 'provider_user'] as const) {
      expect(companyAreas(user(role, null))).toEqual({
        viewClients: true,
        viewCompany: false,
        viewSubsidiaries: false,
        viewSettings: false,
      });
    }
  });

  it('gives the group admin the company, subsidiaries and settings; a subsidiary admin the company only', () => {
    expect(companyAreas(user('client_admin', GROUP))).toEqual({
      viewClients: false,
      viewCompany: true,
      viewSubsidiaries: true,
      viewSettings: true,
    });
    expect(companyAreas(user('company_admin', SUB, GROUP))).toEqual({
      viewClients: false,
      viewCompany: true,
      viewSubsidiaries: false,
      viewSettings: false,
    });
  });

  it('gives company people without admin rights none of them', () => {
    for (const role of ['client_user', 'approver', 'specialist', 'api_user'] as const) {
      expect(Object.values(companyAreas(user(role, GROUP))).some(Boolean)).toBe(false);
    }
  });

  it('follows an ability of the same name when the server sends one', () => {
    expect(companyAreas(user('client_admin', GROUP, null, { viewSettings: false })).viewSettings).toBe(false);
    expect(companyAreas(user('client_user', GROUP, null, { viewCompany: true })).viewCompany).toBe(true);
  });
});
