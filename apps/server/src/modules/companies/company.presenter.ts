import type {
  TCompany,
  TCompanyListItem,
  TCompanyReportSummary,
  THoldingSettings,
  TOption,
  TUserOption,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { holdingSettings } from '../../db/schema/index.ts';
import { companyAbilities } from './company.policy.ts';
import type { CompanyExtras, CompanyWithManager } from './company-details.repository.ts';

export function presentCompanyListItem(actor: Actor, row: CompanyWithManager, x: CompanyExtras): TCompanyListItem {
  const c = row.company;
  const counts = x.counts.get(c.id);
  return {
    id: c.id,
    name: c.name,
    number: c.number,
    sector: c.sector,
    status: c.status,
    mainCompany: c.parentId === null,
    parentId: c.parentId,
    parent: c.parentId ? (x.parents.get(c.parentId) ?? null) : null,
    manager: row.managerId ? (x.managers.get(row.managerId) ?? null) : null,
    administrators: x.administrators.get(c.id) ?? [],
    dateCreated: c.createdAt.toISOString(),
    dateArchived: c.archivedAt?.toISOString() ?? null,
    engagementCount: counts?.engagementCount ?? 0,
    activeEngagementCount: counts?.activeEngagementCount ?? 0,
    departmentsCount: x.departments.get(c.id) ?? 0,
    abilities: companyAbilities(actor, c),
  };
}

export function presentCompany(
  actor: Actor,
  row: CompanyWithManager,
  x: CompanyExtras,
  more: {
    appealManager: TUserOption | null;
    subsidiaries: TOption[];
    holding: THoldingSettings | null;
    activeAppealId: string | null;
    report: TCompanyReportSummary | null;
  },
): TCompany {
  const c = row.company;
  return {
    ...presentCompanyListItem(actor, row, x),
    companyNumber: c.number,
    taxNumber: c.taxNumber,
    address: c.address,
    city: c.city,
    postalCode: c.postalCode,
    country: c.country,
    phone: c.phone,
    accountingYearEnd: c.accountingYearEnd,
    externalCompanyId: c.externalCompanyId,
    appealManager: more.appealManager,
    subsidiaries: more.subsidiaries,
    holding: more.holding,
    haveActiveAppeals: more.activeAppealId !== null,
    activeAppealId: more.activeAppealId,
    report: more.report,
  };
}

export function presentHolding(h: typeof holdingSettings.$inferSelect): THoldingSettings {
  return {
    highRiskThreshold: h.highRiskThreshold,
    mediumRiskThreshold: h.mediumRiskThreshold,
    riskMargin: h.riskMargin,
    changePasswordPeriod: (h.changePasswordPeriodWeeks ?? null) as THoldingSettings['changePasswordPeriod'],
    mailVerificationPeriod: h.mailVerificationPeriod as THoldingSettings['mailVerificationPeriod'],
    mailVerificationNewDevice: h.mailVerificationNewDevice,
    blockedPermissions: h.blockedPermissions,
    continuousEmployed: h.continuousEmployed,
    contractorNotificationFrequency:
      h.contractorNotificationFrequency as THoldingSettings['contractorNotificationFrequency'],
    riskHolding: true,
  };
}
