import { describe, expect, it } from 'vitest';
import { ZInviteClientUsersForm, ZInviteProviderUsersForm } from './invitation.ts';
import { ZSignInVerificationPreferences } from './user.ts';
import { assignableRoleOf, ZAmRoleForm, ZSwapRoleForm } from './user-roles.ts';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const LEAD = '22222222-2222-4222-8222-222222222222';
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]);

describe('invite-users form (spec §5)', () => {
  it('splits, trims, lower-cases and drops empties into the request list', () => {
    const r = ZInviteClientUsersForm.parse({ emails: ' Anna@Example.com ,, ben@example.com, ', companyId: COMPANY });
    expect(r).toEqual({ emails: ['anna@example.com', 'ben@example.com'], companyId: COMPANY, role: 'client_user' });
  });

  it('blocks a list holding an invalid address, and an empty one', () => {
    expect(issues(ZInviteProviderUsersForm.safeParse({ emails: 'anna@example.com, ben@' }))).toEqual([
      ['emails', 'errors.invalidEmails'],
    ]);
    expect(issues(ZInviteProviderUsersForm.safeParse({ emails: ' , ,' }))).toEqual([['emails', 'errors.required']]);
  });
});

describe('swap-role form (spec §5)', () => {
  it('needs the person who takes over when the role stays, and a valid email', () => {
    expect(issues(ZSwapRoleForm.safeParse({ currentRole: 'specialist', newRole: 'specialist' }))).toEqual([
      ['emailToSwap', 'errors.required'],
    ]);
    expect(
      issues(ZSwapRoleForm.safeParse({ currentRole: 'specialist', newRole: 'specialist', emailToSwap: 'ben@' })),
    ).toEqual([['emailToSwap', 'errors.email']]);
  });

  it('parses to the request body: a new role alone is enough', () => {
    expect(ZSwapRoleForm.parse({ currentRole: 'specialist', newRole: 'approver' })).toEqual({ newRole: 'approver' });
    expect(
      ZSwapRoleForm.parse({ currentRole: 'approver', newRole: 'approver', emailToSwap: ' Ben@Example.com ' }),
    ).toEqual({ newRole: 'approver', emailToSwap: 'ben@example.com' });
  });

  it('names the assignable role a person holds', () => {
    expect(assignableRoleOf('client_admin')).toBe('admin');
    expect(assignableRoleOf('company_admin')).toBe('admin');
    expect(assignableRoleOf('approver')).toBe('approver');
    expect(assignableRoleOf('provider_admin')).toBeNull();
  });
});

describe('appeal-management form (spec §4)', () => {
  it('needs the new lead when the lead steps down', () => {
    expect(issues(ZAmRoleForm.safeParse({ currentAmRole: 'lead_appeal_manager', amRole: 'none' }))).toEqual([
      ['newLeadId', 'errors.required'],
    ]);
    expect(
      ZAmRoleForm.parse({ currentAmRole: 'lead_appeal_manager', amRole: 'appeal_manager', newLeadId: LEAD }),
    ).toEqual({ amRole: 'appeal_manager', newLeadId: LEAD, reassignActiveAppeals: false });
    expect(ZAmRoleForm.parse({ currentAmRole: 'none', amRole: 'lead_appeal_manager' })).toEqual({
      amRole: 'lead_appeal_manager',
      reassignActiveAppeals: false,
    });
  });
});

describe('sign-in verification preferences', () => {
  it('takes the holding periods or null (the company setting), not new_device as a period', () => {
    expect(
      ZSignInVerificationPreferences.safeParse({ mailVerificationPeriod: null, mailVerificationNewDevice: true })
        .success,
    ).toBe(true);
    expect(
      issues(
        ZSignInVerificationPreferences.safeParse({
          mailVerificationPeriod: 'new_device',
          mailVerificationNewDevice: false,
        }),
      ),
    ).toEqual([['mailVerificationPeriod', 'errors.invalidOption']]);
  });
});
