import { describe, expect, it } from 'vitest';
import { appealPolicy } from '../../src/modules/appeals/appeal.policy.ts';
import { contractorReportPolicy } from '../../src/modules/contractor-reports/contractor-report.policy.ts';
import { engagementAbilities, engagementPolicy } from '../../src/modules/engagements/engagement.policy.ts';
import { engagementLiabilityPolicy } from '../../src/modules/off-payroll/off-payroll.policy.ts';
import { actorAs, eachRole, FOREIGN, ROLES, SUB, TOP } from './actors.ts';

const MANAGERS_OF_TOP = ['provider_admin', 'provider_user', 'client_admin'] as const;
const MANAGERS_OF_SUB = ['provider_admin', 'provider_user', 'client_admin', 'company_admin'] as const;
const e = (status: string, companyId = TOP, type = 'normal') => ({
  companyId,
  status,
  type,
  approverId: 'user-approver',
});

describe('engagement lifecycle policy', () => {
  eachRole('manage an engagement of the top company', (a) => engagementPolicy.manage(a, e('active')), MANAGERS_OF_TOP);
  eachRole('manage an engagement of another group', (a) => engagementPolicy.manage(a, e('active', FOREIGN)), [
    'provider_admin',
  ]);
  eachRole('archive an active engagement', (a) => engagementPolicy.archive(a, e('active', SUB)), MANAGERS_OF_SUB);
  eachRole('archive an archived engagement', (a) => engagementPolicy.archive(a, e('archived', SUB)), []);
  eachRole('restore an archived engagement', (a) => engagementPolicy.restore(a, e('archived')), MANAGERS_OF_TOP);
  eachRole('restore an active engagement', (a) => engagementPolicy.restore(a, e('active')), []);
  eachRole('delete an ended engagement', (a) => engagementPolicy.delete(a, e('ended')), MANAGERS_OF_TOP);
  eachRole('delete an engagement of another group', (a) => engagementPolicy.delete(a, e('ended', FOREIGN)), [
    'provider_admin',
  ]);
  eachRole(
    'change the dates of an active engagement',
    (a) => engagementPolicy.changeDates(a, e('active')),
    MANAGERS_OF_TOP,
  );
  eachRole('change the dates of an ended engagement', (a) => engagementPolicy.changeDates(a, e('ended')), []);
  eachRole(
    'transform a test engagement',
    (a) => engagementPolicy.transform(a, e('active', TOP, 'test')),
    MANAGERS_OF_TOP,
  );
  eachRole('transform a normal engagement', (a) => engagementPolicy.transform(a, e('active')), []);
  eachRole(
    'swap the seats of a person of the top company',
    (a) => engagementPolicy.swapSeats(a, { companyId: TOP }),
    MANAGERS_OF_TOP,
  );
  eachRole(
    'swap the seats of a person of another group',
    (a) => engagementPolicy.swapSeats(a, { companyId: FOREIGN }),
    ['provider_admin'],
  );
  eachRole('swap the seats of provider staff', (a) => engagementPolicy.swapSeats(a, { companyId: null }), []);

  it('the group can block amending dates (PUT dates and restore with dates)', () => {
    const blocked = actorAs('client_admin', { blocked: ['engagements.amend_dates'] });
    expect(engagementPolicy.changeDates(blocked, e('active'))).toBe(false);
    expect(engagementPolicy.amendDates(blocked, e('active'))).toBe(false);
    expect(engagementPolicy.restore(blocked, e('archived'))).toBe(true);
    expect(engagementAbilities(blocked, e('archived'))).toMatchObject({ restore: true, restoreWithDates: false });
  });

  it('sends the enforced rules as abilities', () => {
    const admin = actorAs('client_admin');
    expect(engagementAbilities(admin, e('active', TOP, 'test'))).toMatchObject({
      edit: true,
      archive: true,
      restore: false,
      delete: true,
      changeDates: true,
      transform: true,
      duplicate: true,
    });
    expect(engagementAbilities(actorAs('specialist'), e('active'))).toMatchObject({
      edit: false,
      archive: false,
      delete: false,
      changeDates: false,
      duplicate: false,
      viewHistory: true,
    });
  });

  it("sends whether the page may ask for the engagement's appeals and statement receipts (their routes' rules)", () => {
    for (const role of ROLES) {
      const actor = actorAs(role);
      expect(engagementAbilities(actor, e('active')), role).toMatchObject({
        viewAppeals: appealPolicy.list(actor),
        viewContractorReports: contractorReportPolicy.viewHistory(actor, e('active')),
      });
    }
    // Specialists and approvers read the appeals of their own assessments (the route scopes them).
    expect(engagementAbilities(actorAs('specialist'), e('active'))).toMatchObject({
      viewAppeals: true,
      viewContractorReports: false,
    });
    expect(engagementAbilities(actorAs('approver'), e('active'))).toMatchObject({
      viewAppeals: true,
      viewContractorReports: true,
    });
    expect(engagementAbilities(actorAs('client_user'), e('active'))).toMatchObject({ viewAppeals: false });
    expect(engagementAbilities(actorAs('client_admin'), e('active'))).toMatchObject({
      viewAppeals: true,
      viewContractorReports: true,
    });
  });
  // The engagement page asks for the liability card only when this says so (a specialist got 403).
  eachRole(
    'view the liability of an engagement of the top company',
    (a) => engagementAbilities(a, e('active')).viewLiability === true,
    ['provider_admin', 'provider_user', 'client_admin', 'approver'],
  );
  eachRole(
    'view the liability of an engagement of another group',
    (a) => engagementAbilities(a, { ...e('active', FOREIGN), approverId: 'someone-else' }).viewLiability === true,
    ['provider_admin'],
  );
  it("sends viewLiability from the liability route's own rule", () => {
    for (const role of ROLES) {
      const actor = actorAs(role);
      for (const subject of [e('active'), e('archived', SUB), e('active', FOREIGN)]) {
        expect(engagementAbilities(actor, subject).viewLiability, role).toBe(
          engagementLiabilityPolicy.view(actor, subject),
        );
      }
    }
  });
});
